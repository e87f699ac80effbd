// Our own PRNG, bounded integer and shuffle: std::shuffle and the std distributions
// differ between libstdc++ and libc++, and deals must match bit for bit on every
// platform and in every later version. Changing any of this breaks the golden vectors.
#pragma once
#include <cstdint>
#include <utility>

namespace baza {

// SplitMix64 step: used to expand seeds and to derive sub-seeds.
constexpr uint64_t splitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

// A seed for the n-th item of a stream (deal n of a match, ceremony, ...).
constexpr uint64_t deriveSeed(uint64_t seed, uint64_t stream, uint64_t n) {
  uint64_t s = seed ^ (stream * 0xD1B54A32D192ED03ull);
  splitMix64(s);
  s ^= n * 0x9E3779B97F4A7C15ull;
  return splitMix64(s);
}

// xoshiro256** (Blackman & Vigna), seeded through SplitMix64.
class Rng {
 public:
  explicit constexpr Rng(uint64_t seed = 0) {
    for (auto& w : s_) w = splitMix64(seed);
  }
  constexpr uint64_t next() {
    const uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }
  constexpr uint32_t next32() { return static_cast<uint32_t>(next() >> 32); }
  // Uniform integer in [0, bound), bound >= 1: Lemire's multiply-and-reject.
  constexpr uint32_t below(uint32_t bound) {
    uint64_t m = uint64_t{next32()} * bound;
    auto low = static_cast<uint32_t>(m);
    if (low < bound) {
      const uint32_t threshold = (0u - bound) % bound;
      while (low < threshold) {
        m = uint64_t{next32()} * bound;
        low = static_cast<uint32_t>(m);
      }
    }
    return static_cast<uint32_t>(m >> 32);
  }
  // Fisher-Yates from the back.
  template <class T>
  constexpr void shuffle(T* items, int count) {
    for (int i = count - 1; i > 0; --i) std::swap(items[i], items[below(static_cast<uint32_t>(i + 1))]);
  }

 private:
  static constexpr uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  uint64_t s_[4]{};
};

}  // namespace baza
