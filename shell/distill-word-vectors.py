#!/usr/bin/env python3
"""Static vectors of English word pieces, distilled from a sentence encoder (all-MiniLM-L6-v2).

Run by shell/distill-word-vectors, which passes the model's folder. Each word piece of the
model's vocabulary that is lower-case letters and digits (a word's start, "alarm", or its
continuation, "##ing") is put through the encoder alone, as [CLS] piece [SEP], by a numpy
forward pass of the model's six layers; the piece's output is its vector. The vectors are
centred, cut to their first DIMS principal components, and stored as bytes with a scale each.
A sentence is then the sum of its pieces' vectors (`WordVectors` in AgentLanguage): what the
encoder says of each word on its own, which carries much of what it says of a sentence, at the
cost of a look-up a piece. Written, little-endian, every table on 8 bytes:

    "ASW1" dims count slotCount                     4 × 4 bytes
    keys     UInt64 × count      each piece's key: FNV-1a over (continuation ? 1 : 0), then its scalars
    slots    Int32  × slotCount  row + 1 at the key's slot (its low bits, then the next), 0 empty
    scales   Float  × count                                    then to 8
    vectors  Int8   × count × dims
"""
import hashlib
import json
import re
import struct
import sys
from pathlib import Path

import numpy as np
from scipy.special import erf

REPO = Path(__file__).resolve().parents[1]
DATA = REPO / "Sources/AgentModelData/data/word-vectors.bin"
SOURCE = REPO / "Sources/AgentModelData/WordVectors.c"
DIMS = 128
PIECE = re.compile(r"(##)?[a-z0-9]+")


def load(folder):
    raw = (folder / "model.safetensors").read_bytes()
    size = struct.unpack("<Q", raw[:8])[0]
    header = json.loads(raw[8:8 + size])
    types = {"F32": np.float32, "F16": np.float16, "I64": np.int64}
    weights = {}
    for name, field in header.items():
        if name == "__metadata__":
            continue
        start, end = field["data_offsets"]
        array = np.frombuffer(raw[8 + size + start:8 + size + end], dtype=types[field["dtype"]])
        weights[name.removeprefix("bert.")] = array.reshape(field["shape"]).astype(np.float32)
    return weights


def encode(w, ids):
    """The encoder's last layer for a batch of token sequences of one length (no padding)."""
    batch, length = ids.shape

    def norm(x, p):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) / np.sqrt(var + 1e-12) * w[p + ".weight"] + w[p + ".bias"]

    def linear(x, p):
        return x @ w[p + ".weight"].T + w[p + ".bias"]

    x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:length][None]
         + w["embeddings.token_type_embeddings.weight"][0])
    x = norm(x, "embeddings.LayerNorm")
    heads = 12
    width = x.shape[-1] // heads
    for layer in range(6):
        p = f"encoder.layer.{layer}."
        q, k, v = (linear(x, p + "attention.self." + n).reshape(batch, length, heads, width).transpose(0, 2, 1, 3)
                   for n in ("query", "key", "value"))
        a = q @ k.transpose(0, 1, 3, 2) / np.sqrt(width)
        a = np.exp(a - a.max(-1, keepdims=True))
        a /= a.sum(-1, keepdims=True)
        context = (a @ v).transpose(0, 2, 1, 3).reshape(batch, length, heads * width)
        x = norm(linear(context, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
        h = linear(x, p + "intermediate.dense")
        h = 0.5 * h * (1 + erf(h / np.sqrt(2)))
        x = norm(linear(h, p + "output.dense") + x, p + "output.LayerNorm")
    return x


def key(piece):
    continuation = piece.startswith("##")
    value = ((0xCBF29CE484222325 ^ (1 if continuation else 0)) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    for ch in piece.removeprefix("##"):
        value = ((value ^ ord(ch)) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def distil(folder):
    vocab = (folder / "vocab.txt").read_text(encoding="utf-8").split("\n")
    kept = [(i, t) for i, t in enumerate(vocab) if PIECE.fullmatch(t)]
    ids = np.array([i for i, _ in kept])
    cache = folder.parent / f"pieces-{hashlib.sha256(ids.tobytes()).hexdigest()[:12]}.npy"
    if cache.exists():
        return [t for _, t in kept], *reduce(np.load(cache))
    w = load(folder)
    cls, sep = vocab.index("[CLS]"), vocab.index("[SEP]")
    out = np.zeros((len(kept), w["embeddings.word_embeddings.weight"].shape[1]), np.float32)
    for start in range(0, len(kept), 1024):
        part = ids[start:start + 1024]
        batch = np.stack([np.full(len(part), cls), part, np.full(len(part), sep)], 1)
        out[start:start + len(part)] = encode(w, batch)[:, 1]
    np.save(cache, out)
    return [t for _, t in kept], *reduce(out)


def reduce(out):
    """The first DIMS principal components of the pieces' outputs, as bytes and a scale a piece."""
    centred = out - out.mean(0)
    # Principal components by SVD, each signed so that its largest loading is positive (an SVD's
    # signs are arbitrary, and the file must come out the same on every run).
    _, _, vt = np.linalg.svd(centred.astype(np.float64), full_matrices=False)
    components = vt[:DIMS]
    components *= np.sign(components[np.arange(DIMS), np.abs(components).argmax(1)])[:, None]
    reduced = centred.astype(np.float64) @ components.T
    scales = np.abs(reduced).max(1) / 127
    scales[scales == 0] = 1
    vectors = np.clip(np.rint(reduced / scales[:, None]), -127, 127).astype(np.int8)
    return scales.astype(np.float32), vectors


def written(pieces, scales, vectors):
    keys = [key(p) for p in pieces]
    assert len(set(keys)) == len(keys), "two pieces share a key"
    slot_count = 1
    while slot_count < 2 * len(keys):
        slot_count *= 2
    slots = [0] * slot_count
    for row, k in enumerate(keys):
        slot = k & (slot_count - 1)
        while slots[slot]:
            slot = (slot + 1) & (slot_count - 1)
        slots[slot] = row + 1
    out = bytearray(b"ASW1" + struct.pack("<III", DIMS, len(keys), slot_count))
    out += struct.pack(f"<{len(keys)}Q", *keys)
    out += struct.pack(f"<{slot_count}i", *slots)
    out += scales.astype("<f4").tobytes()
    while len(out) % 8:
        out.append(0)
    out += vectors.tobytes()
    return bytes(out)


def source(data):
    digest = hashlib.sha256(data).hexdigest()
    return f"""// Generated by shell/distill-word-vectors. Do not edit.
// The English word pieces' vectors (`WordVectors`), {len(data)} bytes of data/word-vectors.bin
// (sha256 {digest}), taken into the binary's read-only data as they are (IncludedBytes.h).
// Distilled from all-MiniLM-L6-v2 (Apache-2.0; data/word-vectors.LICENSE).
#include "AgentModelData.h"
#include "IncludedBytes.h"

AGENT_SKILL_INCLUDED_BYTES(agent_skill_word_vectors, "word-vectors.bin")
"""


def main():
    folder = Path(sys.argv[1])
    check = "--check" in sys.argv[2:]
    data = written(*distil(folder))
    text = source(data)
    if check:
        same = DATA.exists() and DATA.read_bytes() == data and SOURCE.read_text(encoding="utf-8") == text
        print("word vectors: " + ("as distilled" if same else "NOT what the model gives; run shell/distill-word-vectors"))
        sys.exit(0 if same else 1)
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_bytes(data)
    SOURCE.write_text(text, encoding="utf-8")
    print(f"word vectors: {len(data)} bytes, {vectors_summary(data)}")


def vectors_summary(data):
    dims, count, slots = struct.unpack("<III", data[4:16])
    return f"{count} pieces of {dims} dimensions, {slots} slots"


main()
