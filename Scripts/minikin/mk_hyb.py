#!/usr/bin/env python3
"""Compiles hyph-utf8 hyphenation patterns into Minikin's .hyb format, for the Android harness.

    mk_hyb.py hyph-de-1996.pat.txt OUT.hyb [hyph-de-1996.hyp.txt]

Android ships its patterns as .hyb files (`/system/usr/hyphen-data/hyph-<locale>.hyb`),
compiled from hyph-utf8's `.pat.txt`, `.hyp.txt` and `.chr.txt`. This writer is typefit's own,
from Minikin's doc/hyb_file_format.md and what `Hyphenator.cpp` reads (test tooling: the
harness loads what it writes with `Hyphenator::loadBinary`):

- The alphabet (general version 1): every letter of the patterns and exceptions, and each
  letter's one-character upper case, mapped to the same code (Debian's TeX Live has no
  `.chr.txt`; this is what hyph-utf8's list of letters amounts to for English and German).
  Code 0 is the word boundary, the patterns' '.'.
- Exceptions (`.hyp.txt`, "as-so-ciate") become whole-word patterns whose values (11 at a
  hyphen, 10 elsewhere) override any pattern's (at most 9).
- The trie: one node per pattern prefix, packed first-fit so that the edge labelled c from
  the node at slot s is at slot s + c (its char field c, its link the child's slot) and the
  node's pattern index is at slot s; a pattern's values are stored with its trailing zeros
  counted (`shift`), as `hyphenateFromCodes` reads them.
"""
import struct
import sys


def read_patterns(path):
    with open(path, encoding="utf-8") as f:
        return [p for p in f.read().split() if p and not p.startswith("%")]


def split_pattern(pattern):
    """'a4m5ato' → ('amato', [0, 4, 5, 0, 0, 0]): the letters and a value before, between and after them."""
    letters, values = [], [0]
    for ch in pattern:
        if ch.isdigit():
            values[-1] = int(ch)
        else:
            letters.append(ch)
            values.append(0)
    return "".join(letters), values


def exception_pattern(word):
    """'as-so' → ('.asso.', [0, 0, 10, 11, 10, 0, 0]): 11 where the word breaks, 10 between other letters."""
    letters = word.replace("-", "")
    values = [0] * (len(letters) + 3)
    gap = 0
    for ch in word[:-1]:
        if ch == "-":
            values[gap + 1] = 11
        else:
            gap += 1
            if values[gap + 1] == 0:
                values[gap + 1] = 10
    values[1] = 0
    values[len(letters) + 1] = 0
    return "." + letters + ".", values


def build(patterns, exceptions):
    entries = [split_pattern(p) for p in patterns] + [exception_pattern(w) for w in exceptions]
    letters = sorted({ch for text, _ in entries for ch in text if ch != "."})
    code = {ch: index + 1 for index, ch in enumerate(letters)}
    alphabet = {}
    for ch in letters:
        alphabet[ord(ch)] = code[ch]
        upper = ch.upper()
        if len(upper) == 1 and upper != ch and ord(upper) < 0x10000:
            alphabet.setdefault(ord(upper), code[ch])

    # The trie: children per node, and per node the index of its pattern's values (0: none).
    children = [{}]
    node_pattern = [0]
    values_index = {((), 0): 0}
    value_list = [((), 0)]
    for text, values in entries:
        node = 0
        for ch in text:
            c = 0 if ch == "." else code[ch]
            if c not in children[node]:
                children[node][c] = len(children)
                children.append({})
                node_pattern.append(0)
            node = children[node][c]
        stripped = tuple(values)
        while stripped and stripped[-1] == 0:
            stripped = stripped[:-1]
        key = (stripped, len(values) - len(stripped))
        if key not in values_index:
            values_index[key] = len(value_list)
            value_list.append(key)
        node_pattern[node] = values_index[key]

    # First-fit packing, breadth first: a leaf takes the first free node slot; a node with
    # children the first slot s where its first label's edge slot is free and the rest fit.
    slot_of = [0] * len(children)
    capacity = 4 * len(children) + 4096
    node_used, edge_used = bytearray(capacity), bytearray(capacity)
    order, head = [0], 0
    while head < len(order):
        node = order[head]
        head += 1
        order.extend(children[node][c] for c in sorted(children[node]))
    first_node, first_edge = 0, 0
    for node in order:
        labels = sorted(children[node])
        if not labels:
            s = first_node
            while node_used[s]:
                s += 1
        else:
            f = max(first_edge, first_node + labels[0])
            while True:
                s = f - labels[0]
                if not edge_used[f] and not node_used[s] and all(not edge_used[s + c] for c in labels):
                    break
                f += 1
        slot_of[node] = s
        node_used[s] = 1
        for c in labels:
            edge_used[s + c] = 1
        while node_used[first_node]:
            first_node += 1
        while edge_used[first_edge]:
            first_edge += 1
    used = [i for i in range(capacity) if node_used[i] or edge_used[i]]
    node_used = used
    edge_used = []
    size = max(node_used) + 1
    char_bits = max(code.values(), default=1).bit_length()
    link_bits = size.bit_length()
    pattern_bits = len(value_list).bit_length()
    if char_bits + link_bits + pattern_bits > 32:
        raise SystemExit(f"mk_hyb: the trie does not fit 32 bits ({char_bits}+{link_bits}+{pattern_bits})")
    link_shift, pattern_shift = char_bits, char_bits + link_bits
    data = [0] * size
    for node in range(len(children)):
        s = slot_of[node]
        data[s] |= node_pattern[node] << pattern_shift
        for c, child in children[node].items():
            data[s + c] |= c | (slot_of[child] << link_shift)

    alphabet_table = struct.pack("<II", 1, len(alphabet)) + b"".join(
        struct.pack("<I", (cp << 11) | alphabet[cp]) for cp in sorted(alphabet))
    trie_table = struct.pack(
        "<IIIIII", 0, (1 << char_bits) - 1, link_shift, ((1 << link_bits) - 1) << link_shift, pattern_shift, size
    ) + b"".join(struct.pack("<I", d) for d in data)
    pool, pattern_entries = b"", []
    for stripped, shift in value_list:
        pattern_entries.append((len(stripped) << 26) | (shift << 20) | len(pool))
        pool += bytes(stripped)
    pattern_table = struct.pack("<IIII", 0, len(value_list), 16 + 4 * len(value_list), len(pool)) + b"".join(
        struct.pack("<I", e) for e in pattern_entries) + pool
    header_size = 24
    alphabet_offset = header_size
    trie_offset = alphabet_offset + len(alphabet_table)
    pattern_offset = trie_offset + len(trie_table)
    total = pattern_offset + len(pattern_table)
    header = struct.pack("<IIIIII", 0x62AD7968, 0, alphabet_offset, trie_offset, pattern_offset, total)
    return header + alphabet_table + trie_table + pattern_table


def main():
    if len(sys.argv) not in (3, 4):
        raise SystemExit(__doc__)
    patterns = read_patterns(sys.argv[1])
    exceptions = read_patterns(sys.argv[3]) if len(sys.argv) == 4 else []
    blob = build(patterns, exceptions)
    with open(sys.argv[2], "wb") as f:
        f.write(blob)


if __name__ == "__main__":
    main()
