// See include/AgentKernels.h. Built with -ffp-contract=off (Package.swift): a multiply and an add
// are never fused into one rounding, whatever the target, so both versions give the same floats.
#include "AgentKernels.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define AGENT_SKILL_X86_KERNELS 1
#include <immintrin.h>

static int avx2_state;  // 0 not asked yet, 1 no, 2 yes

// Whether this machine has AVX2, asked at the first call: a race between two first calls stores
// the same answer twice.
static int has_avx2(void) {
    int state = __atomic_load_n(&avx2_state, __ATOMIC_RELAXED);
    if (state == 0) {
        __builtin_cpu_init();
        state = __builtin_cpu_supports("avx2") ? 2 : 1;
        __atomic_store_n(&avx2_state, state, __ATOMIC_RELAXED);
    }
    return state == 2;
}
#else
#define AGENT_SKILL_X86_KERNELS 0
#endif

static void add_scaled_plain(float *scores, const float *weights, float value, size_t count) {
    for (size_t k = 0; k < count; k++) scores[k] += weights[k] * value;
}

void agent_skill_add_scaled_portable(float *scores, const float *weights, float value, size_t count) {
    add_scaled_plain(scores, weights, value, count);
}

#if AGENT_SKILL_X86_KERNELS
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

#endif

void agent_skill_add_scaled(float *scores, const float *weights, float value, size_t count) {
#if AGENT_SKILL_X86_KERNELS
    if (has_avx2()) {
        add_scaled_avx2(scores, weights, value, count);
        return;
    }
#endif
    add_scaled_plain(scores, weights, value, count);
}

static void add_scaled_rows_plain(float *scores, const float *matrix, size_t width, const int32_t *rows, const float *values,
                                  size_t count) {
    for (size_t i = 0; i < count; i++) add_scaled_plain(scores, matrix + (size_t)rows[i] * width, values[i], width);
}

void agent_skill_add_scaled_rows_portable(float *scores, const float *matrix, size_t width, const int32_t *rows,
                                          const float *values, size_t count) {
    add_scaled_rows_plain(scores, matrix, width, rows, values, count);
}

#if AGENT_SKILL_X86_KERNELS
// Sixty-four scores at a time in eight registers, every row added to them before they are stored:
// one load of each weight, where row by row each score is loaded and stored again for every row.
__attribute__((target("avx2")))
static void add_scaled_rows_avx2(float *scores, const float *matrix, size_t width, const int32_t *rows, const float *values,
                                 size_t count) {
    size_t k = 0;
    for (; k + 64 <= width; k += 64) {
        __m256 s[8];
        for (int j = 0; j < 8; j++) s[j] = _mm256_loadu_ps(scores + k + 8 * j);
        for (size_t i = 0; i < count; i++) {
            const float *row = matrix + (size_t)rows[i] * width + k;
            const __m256 factor = _mm256_set1_ps(values[i]);
            for (int j = 0; j < 8; j++) s[j] = _mm256_add_ps(s[j], _mm256_mul_ps(_mm256_loadu_ps(row + 8 * j), factor));
        }
        for (int j = 0; j < 8; j++) _mm256_storeu_ps(scores + k + 8 * j, s[j]);
    }
    for (; k + 8 <= width; k += 8) {
        __m256 s = _mm256_loadu_ps(scores + k);
        for (size_t i = 0; i < count; i++) {
            s = _mm256_add_ps(s, _mm256_mul_ps(_mm256_loadu_ps(matrix + (size_t)rows[i] * width + k), _mm256_set1_ps(values[i])));
        }
        _mm256_storeu_ps(scores + k, s);
    }
    for (; k < width; k++) {
        for (size_t i = 0; i < count; i++) scores[k] += matrix[(size_t)rows[i] * width + k] * values[i];
    }
}

#endif

void agent_skill_add_scaled_rows(float *scores, const float *matrix, size_t width, const int32_t *rows, const float *values,
                                 size_t count) {
#if AGENT_SKILL_X86_KERNELS
    if (has_avx2()) {
        add_scaled_rows_avx2(scores, matrix, width, rows, values, count);
        return;
    }
#endif
    add_scaled_rows_plain(scores, matrix, width, rows, values, count);
}

// Eight sums side by side (what a vector register holds), added in a fixed order at the end:
// the same floats in either version.
static float dot_plain(const float *a, const float *b, size_t count) {
    float sums[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    size_t k = 0;
    for (; k + 8 <= count; k += 8) {
        for (size_t j = 0; j < 8; j++) sums[j] += a[k + j] * b[k + j];
    }
    for (; k < count; k++) sums[0] += a[k] * b[k];
    return ((sums[0] + sums[4]) + (sums[1] + sums[5])) + ((sums[2] + sums[6]) + (sums[3] + sums[7]));
}

float agent_skill_dot_portable(const float *a, const float *b, size_t count) { return dot_plain(a, b, count); }

#if AGENT_SKILL_X86_KERNELS
// One row's eight running sums, its leftover products and the fixed-order total: the end of every dot product below.
__attribute__((target("avx2")))
static float dot_total(__m256 sums, const float *a, const float *b, size_t k, size_t count) {
    float lanes[8];
    _mm256_storeu_ps(lanes, sums);
    for (; k < count; k++) lanes[0] += a[k] * b[k];
    return ((lanes[0] + lanes[4]) + (lanes[1] + lanes[5])) + ((lanes[2] + lanes[6]) + (lanes[3] + lanes[7]));
}

__attribute__((target("avx2")))
static float dot_avx2(const float *a, const float *b, size_t count) {
    __m256 sums = _mm256_setzero_ps();
    size_t k = 0;
    for (; k + 8 <= count; k += 8) sums = _mm256_add_ps(sums, _mm256_mul_ps(_mm256_loadu_ps(a + k), _mm256_loadu_ps(b + k)));
    return dot_total(sums, a, b, k, count);
}

#endif

float agent_skill_dot(const float *a, const float *b, size_t count) {
#if AGENT_SKILL_X86_KERNELS
    if (has_avx2()) return dot_avx2(a, b, count);
#endif
    return dot_plain(a, b, count);
}

static void dot_rows_plain(const float *matrix, const int32_t *rows, size_t count, const float *b, size_t width, float *out) {
    for (size_t i = 0; i < count; i++) out[i] = dot_plain(matrix + (size_t)rows[i] * width, b, width);
}

void agent_skill_dot_rows_portable(const float *matrix, const int32_t *rows, size_t count, const float *b, size_t width,
                                   float *out) {
    dot_rows_plain(matrix, rows, count, b, width, out);
}

#if AGENT_SKILL_X86_KERNELS
// Four rows at a time: each row's sums are a chain of adds, each waiting on the one before it;
// four chains side by side keep the adder busy. Each row's own sums are dot_avx2's.
__attribute__((target("avx2")))
static void dot_rows_avx2(const float *matrix, const int32_t *rows, size_t count, const float *b, size_t width, float *out) {
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
        const float *r0 = matrix + (size_t)rows[i] * width, *r1 = matrix + (size_t)rows[i + 1] * width;
        const float *r2 = matrix + (size_t)rows[i + 2] * width, *r3 = matrix + (size_t)rows[i + 3] * width;
        __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps(), s2 = _mm256_setzero_ps(), s3 = _mm256_setzero_ps();
        size_t k = 0;
        for (; k + 8 <= width; k += 8) {
            __m256 x = _mm256_loadu_ps(b + k);
            s0 = _mm256_add_ps(s0, _mm256_mul_ps(_mm256_loadu_ps(r0 + k), x));
            s1 = _mm256_add_ps(s1, _mm256_mul_ps(_mm256_loadu_ps(r1 + k), x));
            s2 = _mm256_add_ps(s2, _mm256_mul_ps(_mm256_loadu_ps(r2 + k), x));
            s3 = _mm256_add_ps(s3, _mm256_mul_ps(_mm256_loadu_ps(r3 + k), x));
        }
        out[i] = dot_total(s0, r0, b, k, width);
        out[i + 1] = dot_total(s1, r1, b, k, width);
        out[i + 2] = dot_total(s2, r2, b, k, width);
        out[i + 3] = dot_total(s3, r3, b, k, width);
    }
    for (; i < count; i++) out[i] = dot_avx2(matrix + (size_t)rows[i] * width, b, width);
}

#endif

void agent_skill_dot_rows(const float *matrix, const int32_t *rows, size_t count, const float *b, size_t width, float *out) {
#if AGENT_SKILL_X86_KERNELS
    if (has_avx2()) {
        dot_rows_avx2(matrix, rows, count, b, width, out);
        return;
    }
#endif
    dot_rows_plain(matrix, rows, count, b, width, out);
}
