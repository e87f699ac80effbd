// Structure-aware mutations for baza_fuzz (libFuzzer's LLVMFuzzerCustomMutator and
// LLVMFuzzerCustomCrossOver). Random bytes almost never carry a valid CRC-16, so an
// input that is code text is decoded into its fields (CodeBytes.h), one field is
// mutated (header, seed, an option, the moves: raw with LLVMFuzzerMutate, or cut and
// continued with legal moves of the real game), and the result is signed again.
// Mutations thus reach the option checks, the move checks and the game logic behind
// the checksum, for every game. Other inputs (Guiñote match bytes) get libFuzzer's
// own mutations. All randomness comes from libFuzzer's seed: runs are reproducible.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>

#include "CodeBytes.h"
#include "GameRegistry.h"
#include "Rng.h"
#include "ShareCode.h"

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t maxSize);

namespace {

using namespace baza;
using namespace baza::fuzz;

// libFuzzer's byte mutations on a field, which may grow up to maxSize bytes.
void mutateBytes(Bytes& b, size_t maxSize, Rng& rng) {
  if (b.empty()) b.push_back(static_cast<uint8_t>(rng.next()));
  const size_t size = b.size();
  b.resize(std::max(size, maxSize));
  b.resize(LLVMFuzzerMutate(b.data(), size, std::max(size, maxSize)));
}

// A value for an option: mostly one the spec allows, now and then anything.
int64_t optionValue(const OptionSpec& s, Rng& rng) {
  if (rng.below(8) == 0) return static_cast<int32_t>(rng.next32()) >> rng.below(31);
  if (!s.choices.empty()) return rng.below(static_cast<uint32_t>(s.choices.size()));
  if (!s.allowed.empty()) return s.allowed[rng.below(static_cast<uint32_t>(s.allowed.size()))];
  return s.minValue + static_cast<int64_t>(rng.below(static_cast<uint32_t>(s.maxValue - s.minValue + 1)));
}

void mutateOption(CodeFields& f, Rng& rng) {
  const GameInfo* info = findGameById(f.game);
  if (!info || info->optionSpecs->empty() || (!f.options.empty() && rng.below(4) == 0)) {
    if (!f.options.empty()) f.options.erase(f.options.begin() + rng.below(static_cast<uint32_t>(f.options.size())));
    return;
  }
  const OptionSpec& s = (*info->optionSpecs)[rng.below(static_cast<uint32_t>(info->optionSpecs->size()))];
  const int64_t v = optionValue(s, rng);
  std::erase_if(f.options, [&](const auto& o) { return o.first == s.id; });
  // Mostly the encoder's form: no default, ids in order; sometimes not, to test the refusals.
  if (v != s.defaultValue || rng.below(16) == 0) f.options.emplace_back(s.id, zigzag(v));
  if (rng.below(16) != 0) std::sort(f.options.begin(), f.options.end());
}

// Keeps the legal prefix of the moves (cut at random), then plays on with random
// legal moves of the code's own game: deep positions of every game and rule set.
bool legalTail(CodeFields& f, size_t maxMoves, Rng& rng) {
  CodeFields share = f;
  share.kind = 0;
  share.moves.clear();
  auto decoded = decodeCode(sign(share.body()));
  if (!decoded) return false;
  MatchSetup setup;
  setup.seed = decoded->seed;
  auto made = decoded->game->newMatch(setup);
  if (!made) return false;
  GameState& state = **made;
  size_t legal = 0;
  while (legal < f.moves.size() && state.apply(Action::fromCode(f.moves[legal])).ok()) ++legal;
  const size_t keep = rng.below(static_cast<uint32_t>(legal + 1));
  // Replay the kept prefix on a fresh match (the loop above went past it).
  auto again = decoded->game->newMatch(setup);
  GameState& s = **again;
  for (size_t i = 0; i < keep; ++i) (void)s.apply(Action::fromCode(f.moves[i]));
  f.moves.resize(keep);
  f.kind = 1;
  const size_t target = std::min(maxMoves, keep + 1 + rng.below(rng.below(2) ? 40 : 400));
  while (f.moves.size() < target && !s.isTerminal()) {
    const ActionList actions = s.legalActions();
    if (actions.empty()) break;
    const Action a = actions[static_cast<int>(rng.below(static_cast<uint32_t>(actions.size())))];
    if (!s.apply(a)) break;
    f.moves.push_back(a.code());
  }
  return true;
}

void mutateFields(CodeFields& f, size_t maxMoves, Rng& rng) {
  switch (rng.below(10)) {
    case 0: {  // header: kind, game or version
      const uint32_t what = rng.below(8);
      if (what < 3) f.kind ^= 1;
      else if (what < 7) f.game = allGames()[rng.below(static_cast<uint32_t>(allGames().size()))].id;
      else f.version = static_cast<uint8_t>(rng.next());
      if (what >= 3 && what < 7 && rng.below(2)) f.options.clear();
      break;
    }
    case 1: {  // seed
      const uint32_t what = rng.below(3);
      f.seed = what == 0 ? rng.next() : what == 1 ? rng.below(1000) : f.seed + 1;
      break;
    }
    case 2:
    case 3:
      mutateOption(f, rng);
      break;
    case 4:
    case 5:
      mutateBytes(f.moves, std::max(f.moves.size(), maxMoves), rng);
      f.kind = 1;
      break;
    default:
      if (!legalTail(f, maxMoves, rng)) mutateOption(f, rng);
  }
}

size_t output(const std::string& text, uint8_t* data, size_t maxSize) {
  if (text.empty() || text.size() > maxSize) return 0;
  std::memcpy(data, text.data(), text.size());
  return text.size();
}

// The text of f, shortened (moves dropped from the end) to fit maxSize characters.
std::string fitted(CodeFields f, size_t maxSize) {
  std::string text = sign(f.body());
  while (text.size() > maxSize && !f.moves.empty()) {
    f.moves.resize(f.moves.size() - std::min(f.moves.size(), (text.size() - maxSize) * 3 / 4 + 1));
    text = sign(f.body());
  }
  return text.size() <= maxSize ? text : std::string();
}

}  // namespace

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t maxSize, unsigned int seed) {
  Rng rng(seed);
  if (!isCodeText(data, size) || rng.below(10) == 0) return LLVMFuzzerMutate(data, size, maxSize);
  auto body = codeBody(std::string_view(reinterpret_cast<const char*>(data), size));
  auto fields = body ? parseBody(*body) : std::nullopt;
  std::string text;
  if (!fields || rng.below(6) == 0) {  // the body's raw bytes, signed again
    if (!body) return LLVMFuzzerMutate(data, size, maxSize);
    mutateBytes(*body, maxSize * 3 / 4, rng);
    text = sign(*body);
  } else {
    const size_t maxMoves = maxSize * 3 / 4 > 40 ? maxSize * 3 / 4 - 40 : 1;  // room left for the rest
    mutateFields(*fields, maxMoves, rng);
    text = fitted(*fields, maxSize);
  }
  const size_t n = output(text, data, maxSize);
  return n ? n : LLVMFuzzerMutate(data, size, maxSize);
}

// Two codes make one: the moves of one on the game of the other, or the first one's
// moves up to a point followed by the second one's from another point.
extern "C" size_t LLVMFuzzerCustomCrossOver(const uint8_t* data1, size_t size1, const uint8_t* data2, size_t size2,
                                            uint8_t* out, size_t maxOutSize, unsigned int seed) {
  if (!isCodeText(data1, size1) || !isCodeText(data2, size2)) return 0;
  auto body1 = codeBody(std::string_view(reinterpret_cast<const char*>(data1), size1));
  auto body2 = codeBody(std::string_view(reinterpret_cast<const char*>(data2), size2));
  auto a = body1 ? parseBody(*body1) : std::nullopt;
  auto b = body2 ? parseBody(*body2) : std::nullopt;
  if (!a || !b) return 0;
  Rng rng(seed);
  switch (rng.below(3)) {
    case 0:
      a->moves = b->moves;
      a->kind = b->kind;
      break;
    case 1:
      a->options = b->options;
      break;
    default: {
      a->moves.resize(rng.below(static_cast<uint32_t>(a->moves.size() + 1)));
      const size_t from = rng.below(static_cast<uint32_t>(b->moves.size() + 1));
      a->moves.insert(a->moves.end(), b->moves.begin() + static_cast<long>(from), b->moves.end());
      a->kind = 1;
    }
  }
  return output(fitted(*a, maxOutSize), out, maxOutSize);
}
