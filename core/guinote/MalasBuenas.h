// How Guiñote players say a score: the first 50 points are "malas", the excess
// over 50 "buenas" (85 = "35 buenas"); 101 to win is "51 buenas".
#pragma once
#include <string>

namespace baza {

struct MalasBuenas {
  int count;   // 35
  bool buenas; // true: buenas, false: malas
};

constexpr MalasBuenas malasBuenas(int points) {
  return points <= 50 ? MalasBuenas{points, false} : MalasBuenas{points - 50, true};
}

inline std::string malasBuenasText(int points) {
  MalasBuenas m = malasBuenas(points);
  return std::to_string(m.count) + (m.buenas ? " buenas" : " malas");
}

}  // namespace baza
