"""The tool's stderr, read as it comes so the pipe never fills and blocks it:
its end is kept for `ProcessExited`, and each chunk is echoed to this
process's stderr when asked, so diagnostics (a skill's own included) still
reach a person."""
import codecs
import sys
import threading

TAIL_BYTES = 64 * 1024
"""How much of the end of stderr is kept."""


class StderrTail:
    def __init__(self, echo: bool, limit: int = TAIL_BYTES) -> None:
        self.echo = echo
        self.limit = limit
        self._kept = bytearray()
        self._lock = threading.Lock()  # the reader adds while a waiter reads
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")  # a character may span chunks

    def add(self, chunk: bytes) -> None:
        with self._lock:
            self._kept += chunk
            del self._kept[:-self.limit]
        if self.echo and sys.stderr is not None:
            try:
                sys.stderr.write(self._decoder.decode(chunk))
                sys.stderr.flush()
            except (OSError, ValueError):  # our own stderr is closed: keep reading theirs
                pass

    def text(self) -> str:
        with self._lock:
            return self._kept.decode("utf-8", errors="replace")
