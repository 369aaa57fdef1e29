// The built-ins' model as bytes in the binary's read-only data, written by shell/teach-builtins
// (Sources/AgentModelData/BuiltinModel.c): a C array, which the compiler takes in a moment and
// which a process reads in place, where Swift would decode a string literal at every start.
#ifndef AGENT_MODEL_DATA_H
#define AGENT_MODEL_DATA_H

#include <stddef.h>

/// The model's bytes, `*count` of them (what `BuiltinModel.encoded()` wrote), on 8 bytes.
const unsigned char *agent_skill_builtin_model(size_t *count);

/// The English word pieces' vectors, `*count` bytes (shell/distill-word-vectors writes them,
/// WordVectors.c takes them in), on 8 bytes.
const unsigned char *agent_skill_word_vectors(size_t *count);

/// The English dictionary's Bloom filter, `*count` bytes (shell/english-words writes it,
/// EnglishWords.c takes it in), on 8 bytes.
const unsigned char *agent_skill_english_words(size_t *count);

#endif
