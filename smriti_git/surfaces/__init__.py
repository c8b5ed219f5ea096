"""Surfaces: the CLI, the MCP server and JSON-RPC, all generated from the registry."""
