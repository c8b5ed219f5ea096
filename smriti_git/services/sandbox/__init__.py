"""The sandbox: runtimes that run a project's commands in isolation, and the runtime linker."""
