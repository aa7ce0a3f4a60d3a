"""User data on disk: settings, save files, the autosave, replays, crash reports, exported logs.

Everything lives under one data folder (platformdirs' user data dir, or $THUNDERSTONE_HOME when set - tests use
it so they never touch the real one). Every write is atomic: a temp file in the same folder, then os.replace.
"""
