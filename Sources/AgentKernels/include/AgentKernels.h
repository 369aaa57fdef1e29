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

/// The dot product of `a` and `b`, `count` long: eight running sums, added in a fixed order,
/// each product and sum rounded, so that every machine gets the same float.
float agent_skill_dot(const float *a, const float *b, size_t count);

/// The same, by the version for machines without AVX2.
float agent_skill_dot_portable(const float *a, const float *b, size_t count);

#endif
