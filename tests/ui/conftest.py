import pytest

# Headless SDL, the data folder of every test and the check that nothing escapes it: tests/conftest.py.


@pytest.fixture
def driver(home):
    from tests.ui.driver import Driver

    d = Driver()
    yield d
    d.close()
