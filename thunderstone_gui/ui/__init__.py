"""The pygame-ce table: scenes, card drawing, layout, drag-and-drop, animation.

Nothing here is imported by the engine; nothing here changes game state except by submitting actions to a
`Session`. pygame is initialised by `app.App`, never at import time.
"""
