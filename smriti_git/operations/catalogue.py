"""Imports every operation module, so that importing this fills the registry."""

from smriti_git.operations import bench, core, graph, indexing, memory, retrieval

__all__ = ["bench", "core", "graph", "indexing", "memory", "retrieval"]
