// The few loops where the width of the machine's vectors matters, in C so that each can take
// the widest the machine has (AVX2 where there is one), chosen once at the first call.
#ifndef AGENT_KERNELS_H
#define AGENT_KERNELS_H

#include <stddef.h>

/// `scores[k] += weights[k] * value` for k in 0..<count: a multiply, then an add, each rounded
/// (never fused), so that every machine learns the same weights to the bit.
void agent_skill_add_scaled(float *scores, const float *weights, float value, size_t count);

/// The same, by the version for machines without AVX2 (what the tests compare the other with).
void agent_skill_add_scaled_portable(float *scores, const float *weights, float value, size_t count);

/// `agent_skill_add_scaled(scores, weights + r * count, values[r], count)` for r in 0..<rows,
/// rows whose value is 0 passed over: a matrix of `rows` rows of `count` times a vector, added.
void agent_skill_add_rows_scaled(float *scores, const float *weights, const float *values, size_t rows, size_t count);

#endif
