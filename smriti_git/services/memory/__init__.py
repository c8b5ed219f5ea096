"""Engram memory: anchored bitemporal facts in git, recall, clusters, branches."""
