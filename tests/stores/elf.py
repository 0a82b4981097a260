"""Just enough of ELF to check what the stores check: the alignment of a shared library's
LOAD segments (Android 15+ devices may use 16 KB pages) and the C library functions a linked
library calls (the required-reason APIs of Apple's privacy manifests). 32- and 64-bit,
little- and big-endian; no dependency outside Python's standard library, so the checks run
the same on a fresh machine and on the CI runners.
"""
import struct

PT_LOAD = 1
SHT_DYNSYM = 11
SHN_UNDEF = 0


class ElfError(ValueError):
    pass


def _header(data):
    if data[:4] != b"\x7fELF":
        raise ElfError("not an ELF file")
    bits = {1: 32, 2: 64}.get(data[4])
    order = {1: "<", 2: ">"}.get(data[5])
    if bits is None or order is None:
        raise ElfError("unknown ELF class or byte order")
    return bits, order


def load_alignments(data):
    """The p_align of every LOAD program header of the ELF image in `data` (bytes)."""
    bits, e = _header(data)
    if bits == 64:
        phoff, phentsize, phnum = struct.unpack_from(e + "Q", data, 0x20)[0], *struct.unpack_from(e + "HH", data, 0x36)
    else:
        phoff, phentsize, phnum = struct.unpack_from(e + "I", data, 0x1C)[0], *struct.unpack_from(e + "HH", data, 0x2A)
    aligns = []
    for i in range(phnum):
        at = phoff + i * phentsize
        if at + phentsize > len(data):
            raise ElfError("program header table runs past the end of the file")
        p_type = struct.unpack_from(e + "I", data, at)[0]
        if p_type != PT_LOAD:
            continue
        # p_align is the last field: at 0x30 (64-bit) or 0x1C (32-bit).
        aligns.append(struct.unpack_from(e + ("Q" if bits == 64 else "I"), data, at + (0x30 if bits == 64 else 0x1C))[0])
    return aligns


def undefined_dynamic_symbols(data):
    """The names of the undefined symbols in .dynsym: what the linked library calls from the
    libraries it is loaded with (the C library's functions among them)."""
    bits, e = _header(data)
    if bits == 64:
        shoff = struct.unpack_from(e + "Q", data, 0x28)[0]
        shentsize, shnum = struct.unpack_from(e + "HH", data, 0x3A)
        sec = lambda at: struct.unpack_from(e + "IIQQQQIIQQ", data, at)  # noqa: E731
    else:
        shoff = struct.unpack_from(e + "I", data, 0x20)[0]
        shentsize, shnum = struct.unpack_from(e + "HH", data, 0x2E)
        sec = lambda at: struct.unpack_from(e + "IIIIIIIIII", data, at)  # noqa: E731
    sections = [sec(shoff + i * shentsize) for i in range(shnum)]
    names = set()
    for s in sections:
        if s[1] != SHT_DYNSYM:
            continue
        offset, size, link, entsize = s[4], s[5], s[6], s[9]
        strtab = sections[link]
        str_off = strtab[4]
        for i in range(1, size // entsize):
            at = offset + i * entsize
            if bits == 64:
                st_name, _info, _other, st_shndx = struct.unpack_from(e + "IBBH", data, at)
            else:
                st_name = struct.unpack_from(e + "I", data, at)[0]
                st_shndx = struct.unpack_from(e + "H", data, at + 14)[0]
            if st_shndx != SHN_UNDEF:
                continue
            end = data.index(b"\0", str_off + st_name)
            name = data[str_off + st_name:end].decode("ascii", "replace")
            if name:
                names.add(name)
    return names
