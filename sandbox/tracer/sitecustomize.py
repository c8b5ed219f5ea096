"""Starts the smriti-git call tracer in every Python process of a traced sandbox command.

The sandbox puts this folder first on ``PYTHONPATH`` for ``sandbox exec --trace``, so
Python imports this module at start-up (``site``), before the program runs.  It starts
``smp_tracer`` and then imports the ``sitecustomize`` module that this one hides, if
there is one further along ``sys.path`` (a distribution's or the project's own), so
that nothing else changes for the traced program.
"""

from __future__ import annotations

import importlib
import os
import sys

import smp_tracer

smp_tracer.start()

_here = os.path.dirname(os.path.abspath(__file__))
_saved = list(sys.path)
_this = sys.modules.get("sitecustomize")
try:
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _here]
    sys.modules.pop("sitecustomize", None)
    importlib.import_module("sitecustomize")
except ImportError:
    pass
finally:
    sys.path[:] = _saved
    if "sitecustomize" not in sys.modules and _this is not None:
        sys.modules["sitecustomize"] = _this     # the import system reads it back when this module ends
