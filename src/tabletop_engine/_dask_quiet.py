"""A worker plugin for the local Dask clusters a game's ``simulate`` starts for itself.

Imported only when a local cluster is asked for (it needs the ``dask`` extra), by
:func:`tabletop_engine.dask_backend.run_dask`.
"""

from __future__ import annotations

import logging
from typing import Any

from distributed.diagnostics.plugin import WorkerPlugin


class QuietWorkerLogs(WorkerPlugin):
    """Silence the ``distributed`` loggers of the workers of a cluster ``simulate`` owns.

    Why: when a run is stopped (Ctrl-C) the cluster closes while its workers may still
    send a heartbeat, and a worker process logs the failed heartbeat with a traceback
    on the terminal it shares with the command — noise after the run's numbers are in.
    Nothing is lost: an error in a chunk reaches the client through its future, and the
    scheduler in the calling process keeps logging errors.
    """

    name = "tabletop-engine-quiet-worker-logs"

    def setup(self, worker: Any) -> None:
        """Raise the level when the plugin reaches a worker (also a restarted one)."""
        for name in ("distributed", "tornado", "asyncio"):
            logging.getLogger(name).setLevel(logging.CRITICAL + 1)
