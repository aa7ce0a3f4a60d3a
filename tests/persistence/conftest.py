# The data folder of every test (THUNDERSTONE_HOME) and the check that nothing escapes it: tests/conftest.py.
