// See include/AgentKernels.h. Choosing the largest of a few thousand scores by comparing them
// (quickselect) costs a mispredicted branch every other comparison; counting their bits in a
// table costs none: the loops over every score below branch on none of them.
#include "AgentKernels.h"
#include <stdlib.h>
#include <string.h>

// A float's bits as an unsigned number in the floats' order (-0 as +0).
static inline uint32_t order_key(float value) {
    uint32_t bits;
    memcpy(&bits, &value, sizeof bits);
    if (bits == 0x80000000u) bits = 0;
    return (bits & 0x80000000u) ? ~bits : bits | 0x80000000u;
}

// The bucket, from the top, that holds the rank-th largest of the keys counted; rank becomes
// its place within the bucket.
static uint32_t bucket_holding(const uint32_t *counts, uint32_t top, size_t *rank) {
    for (uint32_t bucket = top;; bucket--) {
        if (counts[bucket] >= *rank) return bucket;
        *rank -= counts[bucket];
    }
}

enum { on_stack = 1024 };

size_t agent_skill_largest(const float *values, size_t count, size_t wanted, int32_t first, int32_t *chosen) {
    if (wanted >= count) {
        for (size_t i = 0; i < count; i++) chosen[i] = first + (int32_t)i;
        return count;
    }
    if (wanted == 0) return 0;
    // Each value's key; the places above the bucket the wanted-th largest lies in; that
    // bucket's keys and places; and room to narrow it down.
    uint32_t stack[5 * on_stack];
    uint32_t *keys = count <= on_stack ? stack : malloc(5 * count * sizeof *keys);
    if (keys == NULL) abort();
    uint32_t *above = keys + count, *near = above + count, *near_places = near + count, *narrowed = near_places + count;

    // The bucket by the keys' top 10 bits. Scores lie close together, so most keys fall in a
    // few buckets: they are counted in four tables in turn, so that a count need not wait for
    // the one before it to be stored.
    uint32_t lanes[4][1024];
    memset(lanes, 0, sizeof lanes);
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        for (int lane = 0; lane < 4; lane++) {
            keys[i + lane] = order_key(values[i + lane]);
            lanes[lane][keys[i + lane] >> 22]++;
        }
    }
    for (; i < count; i++) {
        keys[i] = order_key(values[i]);
        lanes[0][keys[i] >> 22]++;
    }
    uint32_t counts[1024];
    for (int bucket = 0; bucket < 1024; bucket++) {
        counts[bucket] = lanes[0][bucket] + lanes[1][bucket] + lanes[2][bucket] + lanes[3][bucket];
    }
    size_t rank = wanted;
    uint32_t digit = bucket_holding(counts, 1023, &rank);
    size_t taken_above = 0, in_bucket = 0;
    for (i = 0; i < count; i++) {
        uint32_t top = keys[i] >> 22;
        above[taken_above] = (uint32_t)i;
        taken_above += top > digit;
        near[in_bucket] = keys[i];
        near_places[in_bucket] = (uint32_t)i;
        in_bucket += top == digit;
    }

    // The rest of the wanted-th largest key, 8, 8 and 6 bits at a time, among the bucket's keys
    // that share what was found so far; then how many equal to it are taken (the first ones).
    static const int shifts[3] = {14, 6, 0};
    static const uint32_t widths[3] = {255, 255, 63};
    uint32_t found = digit << 22;
    memcpy(narrowed, near, in_bucket * sizeof *near);
    size_t sharing = in_bucket;
    for (int pass = 0; pass < 3; pass++) {
        int shift = shifts[pass];
        uint32_t width = widths[pass];
        memset(counts, 0, (width + 1) * sizeof counts[0]);
        for (size_t j = 0; j < sharing; j++) counts[(narrowed[j] >> shift) & width]++;
        uint32_t part = bucket_holding(counts, width, &rank);
        found |= part << shift;
        size_t still = 0;
        for (size_t j = 0; j < sharing; j++) {
            narrowed[still] = narrowed[j];
            still += ((narrowed[j] >> shift) & width) == part;
        }
        sharing = still;
    }

    // In order of place: those above the bucket, and those of the bucket above the key found
    // or equal to it while `rank` lasts.
    size_t written = 0, next_above = 0;
    for (size_t j = 0; j < in_bucket; j++) {
        int equal = near[j] == found && rank > 0;
        rank -= (size_t)equal;
        if (!(near[j] > found || equal)) continue;
        while (next_above < taken_above && above[next_above] < near_places[j]) chosen[written++] = first + (int32_t)above[next_above++];
        chosen[written++] = first + (int32_t)near_places[j];
    }
    while (next_above < taken_above) chosen[written++] = first + (int32_t)above[next_above++];
    if (keys != stack) free(keys);
    return written;
}
