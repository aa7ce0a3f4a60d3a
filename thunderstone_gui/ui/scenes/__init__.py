"""The screens: title, new game, table, pass-device cover, game over, replay viewer, settings, file dialogs."""
