"""Running a host and its clients as separate processes on the loopback address (thunderstone_gui.net.headless)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HEADLESS = [sys.executable, "-m", "thunderstone_gui.net.headless"]
CODE = "ABCDEFGHJK"


def spawn(args: list[str], home: Path) -> subprocess.Popen[str]:
    env = dict(os.environ, THUNDERSTONE_HOME=str(home), PYTHONUNBUFFERED="1")
    return subprocess.Popen([*HEADLESS, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def read_port(proc: subprocess.Popen[str], timeout: float = 30.0) -> int:
    """The port the host printed on its first line."""
    deadline = time.monotonic() + timeout
    assert proc.stdout is not None
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if line.startswith("port "):
            return int(line.split()[1])
        if not line and proc.poll() is not None:
            break
    raise AssertionError(f"the host did not start: {proc.stderr.read() if proc.stderr else ''}")


def finish(proc: subprocess.Popen[str], timeout: float = 130.0) -> str:
    """Wait for a process; its whole output (it must have exited 0). The wait outlasts the processes' own deadlines
    (--timeout 100): one that runs out of time says where it stood before the test gives up on it."""
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
        raise AssertionError(f"timed out: {out[-2000:]} {err[-4000:]}") from None
    assert proc.returncode == 0, f"exit {proc.returncode}: {out[-2000:]} {err[-4000:]}"
    return out


def end(*procs: subprocess.Popen[str]) -> None:
    """Kill what still runs (a failed test) and reap every process: no process or port outlives its test."""
    for proc in procs:
        if proc.poll() is None:
            proc.kill()
    for proc in procs:
        proc.communicate(timeout=30)
