"""The agent safety layer: sessions, locks, guard checks, dry runs, checkpoints, the event
log, enrichment, access telemetry and hand-off packages (``docs/agent-workflow.md``)."""
