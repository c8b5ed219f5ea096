"""Function symbols of an ELF file (64-bit, little-endian), read with the standard library only.

What the eBPF collector needs to turn addresses into functions: each defined function
symbol (``STT_FUNC``, from ``.symtab`` and ``.dynsym``) with its address and size, and
whether the file is position-independent (``ET_DYN``: it is loaded at an address
chosen at run time, which the caller works out).  Anything that is not a 64-bit
little-endian ELF file is refused with a message that says so.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path

from smriti_git.errors import InvalidArgument

SHT_SYMTAB, SHT_DYNSYM, STT_FUNC, ET_DYN = 2, 11, 2, 3


@dataclass(frozen=True)
class Function:
    name: str
    address: int
    size: int


@dataclass(frozen=True)
class Elf:
    path: str
    relocatable: bool
    functions: tuple[Function, ...]

    def at(self, offset: int) -> Function | None:
        """The function whose range holds ``offset`` (an address minus the load base)."""
        for function in self.functions:
            if function.address <= offset < function.address + max(function.size, 1):
                return function
        return None

    def starting(self, offset: int) -> Function | None:
        return next((f for f in self.functions if f.address == offset), None)


def read(path: str) -> Elf:
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise InvalidArgument(f"--ebpf {path}: {exc.strerror or exc}") from None
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise InvalidArgument(f"--ebpf {path}: not a 64-bit little-endian ELF file")
    e_type = struct.unpack_from("<H", data, 16)[0]
    shoff, = struct.unpack_from("<Q", data, 40)
    shentsize, shnum = struct.unpack_from("<HH", data, 58)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    found: dict[tuple[str, int], Function] = {}
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind not in (SHT_SYMTAB, SHT_DYNSYM) or not entsize:
            continue
        strings = sections[link]
        str_offset = strings[4]
        for i in range(size // entsize):
            st_name, st_info, _other, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", data,
                                                                                         offset + i * entsize)
            if st_info & 0xF != STT_FUNC or not st_value or not st_shndx:
                continue
            end = data.index(b"\0", str_offset + st_name)
            name = data[str_offset + st_name:end].decode("utf-8", "replace")
            found.setdefault((name, st_value), Function(name, st_value, st_size))
    functions = tuple(sorted(found.values(), key=lambda f: (f.address, f.name)))
    return Elf(path, e_type == ET_DYN, functions)
