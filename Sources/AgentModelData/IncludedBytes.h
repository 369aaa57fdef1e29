// A file of data/ taken into the binary's read-only data as it is, on 8 bytes, with the function
// `const unsigned char *NAME(size_t *count)` that gives it: a C array of its bytes would be a
// source file five times their size, and a Swift literal would be decoded at every start. The
// file is found on the target's header search path (Package.swift). One definition serves every
// file of data (WordVectors.c, EnglishWords.c).
#ifndef AGENT_SKILL_INCLUDED_BYTES_H
#define AGENT_SKILL_INCLUDED_BYTES_H

#include <stddef.h>

#if defined(__APPLE__)
#define AGENT_SKILL_SECTION ".const"
#define AGENT_SKILL_SYMBOL(name) "_" #name
#else
#define AGENT_SKILL_SECTION ".section .rodata"
#define AGENT_SKILL_SYMBOL(name) #name
#endif

#define AGENT_SKILL_INCLUDED_BYTES(name, file)                \
    __asm__(AGENT_SKILL_SECTION "\n"                          \
            ".p2align 3\n"                                    \
            AGENT_SKILL_SYMBOL(name##_start) ":\n"            \
            ".incbin \"" file "\"\n"                          \
            AGENT_SKILL_SYMBOL(name##_end) ":\n"              \
            ".text\n");                                       \
    extern const unsigned char name##_start[];                \
    extern const unsigned char name##_end[];                  \
    const unsigned char *name(size_t *count) {                \
        *count = (size_t)(name##_end - name##_start);         \
        return name##_start;                                  \
    }

#endif
