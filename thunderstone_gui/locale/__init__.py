"""The message catalogs: `<lang>/LC_MESSAGES/messages.po|.mo` (the app and the tools) and `cards.po|.mo` (every
game's card data), read at run time by `thunderstone_gui.i18n`; `extract.py` is Babel's extraction method for the
card data. How to make and keep them: docs/ui.md, "Translating"."""
