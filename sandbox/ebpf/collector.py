"""Counts native function calls with eBPF uprobes, on the host, around one sandboxed command.

Run as root by ``smriti_git/services/sandbox/ebpf.py`` with the interpreter that has
BCC's bindings (Debian's ``python3-bpfcc``)::

    python3 collector.py --out FILE --binary ELF [--binary ELF ...]

It compiles a small BPF program, attaches it as a uprobe to the entry of every
function symbol of each ELF file, prints ``ready`` and waits for its stdin to close
(the command has ended), then writes ``FILE``: ``{"calls": [[pid, ip, return address,
count], ...], "probes": {ELF: functions probed}}``.  At a function's entry the return
address is the word at the top of the user stack, read with
``bpf_probe_read_user``: the caller is the function that holds it.  Turning
addresses into functions happens on the host, with the files' own symbol tables.
A probe that cannot be attached is skipped and counted (``errors``).
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
from typing import Any

from bcc import BPF

PROGRAM = r"""
#include <uapi/linux/ptrace.h>
struct key_t { u32 pid; u64 ip; u64 ret; };
BPF_HASH(calls, struct key_t, u64, 1048576);
int on_entry(struct pt_regs *ctx) {
    struct key_t key = {};
    key.pid = bpf_get_current_pid_tgid() >> 32;
    key.ip = PT_REGS_IP(ctx);
    bpf_probe_read_user(&key.ret, sizeof(key.ret), (void *)PT_REGS_SP(ctx));
    calls.increment(key);
    return 0;
}
"""
FUNCTION = re.compile(r"^[A-Za-z_][A-Za-z0-9_.$]*$")
MAX_PROBES = 5000


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    parser.add_argument("--binary", action="append", default=[])
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: None)
    bpf = BPF(text=PROGRAM)
    probes: dict[str, int] = {}
    errors: list[str] = []
    for binary in args.binary:
        found = 0
        for name, _address in BPF.get_user_functions_and_addresses(binary, FUNCTION.pattern)[:MAX_PROBES]:
            try:
                bpf.attach_uprobe(name=binary, sym=name, fn_name="on_entry")
                found += 1
            except Exception as exc:  # one symbol BCC cannot probe must not stop the others
                errors.append(f"{binary}:{name.decode(errors='replace')}: {exc}")
        probes[binary] = found
    print("ready", flush=True)
    while sys.stdin.buffer.read(4096):
        pass
    calls: list[list[Any]] = [[k.pid, k.ip, k.ret, v.value] for k, v in bpf["calls"].items()]
    with open(args.out, "w") as handle:
        json.dump({"calls": calls, "probes": probes, "errors": errors[:50]}, handle)
    return 0


if __name__ == "__main__":
    sys.exit(main())
