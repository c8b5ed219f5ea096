"""Imports every operation module, so that importing this fills the registry."""

from smriti_git.operations import core, graph, indexing

__all__ = ["core", "graph", "indexing"]
