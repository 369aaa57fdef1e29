// See include/AgentKernels.h. Built with -ffp-contract=off (Package.swift): a multiply and an add
// are never fused into one rounding, whatever the target, so both versions give the same floats.
#include "AgentKernels.h"

static void add_scaled_plain(float *scores, const float *weights, float value, size_t count) {
    for (size_t k = 0; k < count; k++) scores[k] += weights[k] * value;
}

void agent_skill_add_scaled_portable(float *scores, const float *weights, float value, size_t count) {
    add_scaled_plain(scores, weights, value, count);
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

__attribute__((target("avx2")))
static void add_scaled_avx2(float *scores, const float *weights, float value, size_t count) {
    const __m256 factor = _mm256_set1_ps(value);
    size_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256 product = _mm256_mul_ps(_mm256_loadu_ps(weights + k), factor);
        _mm256_storeu_ps(scores + k, _mm256_add_ps(_mm256_loadu_ps(scores + k), product));
    }
    for (; k < count; k++) scores[k] += weights[k] * value;
}

typedef void (*add_scaled_fn)(float *, const float *, float, size_t);

static void add_scaled_first(float *scores, const float *weights, float value, size_t count);
static add_scaled_fn add_scaled = add_scaled_first;

// The first call picks the version for this machine; a race between two first calls stores the
// same choice twice.
static void add_scaled_first(float *scores, const float *weights, float value, size_t count) {
    __builtin_cpu_init();
    add_scaled_fn chosen = __builtin_cpu_supports("avx2") ? add_scaled_avx2 : add_scaled_plain;
    __atomic_store_n(&add_scaled, chosen, __ATOMIC_RELAXED);
    chosen(scores, weights, value, count);
}

void agent_skill_add_scaled(float *scores, const float *weights, float value, size_t count) {
    __atomic_load_n(&add_scaled, __ATOMIC_RELAXED)(scores, weights, value, count);
}
#else
void agent_skill_add_scaled(float *scores, const float *weights, float value, size_t count) {
    add_scaled_plain(scores, weights, value, count);
}
#endif

void agent_skill_add_rows_scaled(float *scores, const float *weights, const float *values, size_t rows, size_t count) {
    for (size_t r = 0; r < rows; r++) {
        if (values[r] != 0) agent_skill_add_scaled(scores, weights + r * count, values[r], count);
    }
}
