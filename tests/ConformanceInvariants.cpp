// Each game's own invariants for the conformance suite, in one table.
#include <gtest/gtest.h>

#include "Conformance.h"

namespace baza::test {

// Each in the game's own <Game>InvariantsTest.cpp, with its other non-generic checks.
void guinoteInvariants(const GameState& s);
void whistInvariants(const GameState& s);
void beloteInvariants(const GameState& s);

InvariantsCheck invariantsOf(std::string_view game) {
  static const std::pair<std::string_view, InvariantsCheck> kTable[] = {
      {"guinote", &guinoteInvariants},
      {"whist", &whistInvariants},
      {"belote", &beloteInvariants},
  };
  for (const auto& [name, check] : kTable)
    if (name == game) return check;
  return nullptr;
}

}  // namespace baza::test
