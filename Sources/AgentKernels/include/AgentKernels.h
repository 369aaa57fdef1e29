// The few loops where the width of the machine's vectors matters, in C so that each can take
// the widest the machine has (AVX2 where there is one), chosen once at the first call; and one
// where branches do.
#ifndef AGENT_KERNELS_H
#define AGENT_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// `scores[k] += weights[k] * value` for k in 0..<count: a multiply, then an add, each rounded
/// (never fused), so that every machine learns the same weights to the bit.
void agent_skill_add_scaled(float *scores, const float *weights, float value, size_t count);

/// The same, by the version for machines without AVX2 (what the tests compare the other with).
void agent_skill_add_scaled_portable(float *scores, const float *weights, float value, size_t count);

/// `scores[k] += matrix[rows[i] * width + k] * values[i]` for each i in 0..<count in turn, k in
/// 0..<width: to the bit what `agent_skill_add_scaled` gives row by row (each score's products
/// are added in the rows' order), with the scores held in registers across the rows.
void agent_skill_add_scaled_rows(float *scores, const float *matrix, size_t width, const int32_t *rows, const float *values,
                                 size_t count);

/// The same, by the version for machines without AVX2.
void agent_skill_add_scaled_rows_portable(float *scores, const float *matrix, size_t width, const int32_t *rows,
                                          const float *values, size_t count);

/// The dot product of `a` and `b`, `count` long: eight running sums, added in a fixed order,
/// each product and sum rounded, so that every machine gets the same float.
float agent_skill_dot(const float *a, const float *b, size_t count);

/// The same, by the version for machines without AVX2.
float agent_skill_dot_portable(const float *a, const float *b, size_t count);

/// `out[i]` = the dot product of `b` with row `rows[i]` of `matrix` (`width` floats a row), for i
/// in 0..<count, each to the bit as `agent_skill_dot` gives it (several rows are summed at once).
void agent_skill_dot_rows(const float *matrix, const int32_t *rows, size_t count, const float *b, size_t width, float *out);

/// The same, by the version for machines without AVX2.
void agent_skill_dot_rows_portable(const float *matrix, const int32_t *rows, size_t count, const float *b, size_t width,
                                   float *out);

/// The places of the `wanted` largest of `values` (`count` of them), each plus `first`, in
/// `chosen` in order of place: every value above the `wanted`-th largest, then as many equal to
/// it as there is room for, the first ones. How many it wrote: `wanted`, or `count` if fewer.
size_t agent_skill_largest(const float *values, size_t count, size_t wanted, int32_t first, int32_t *chosen);

#endif
