// Share/replay codes, format versions 1 and 2 (never change one; add a version instead).
// The bytes are the same in both; the version names the game's rules of play the code
// was made under (Guiñote 2: the vueltas claim once per trick; ShareCode.h). Format:
//   version, kind (0 share, 1 replay), game id, seed (LEB128), count of non-default
//   options, then (option id, zigzag LEB128 value) each; replays add a LEB128 move
//   count and one Action::code() byte per move; last a big-endian CRC-16/CCITT-FALSE
//   of everything before it. The bytes are written as base64url without padding.
// Dealt codes (kinds 2 share, 3 replay; a record's deal from elsewhere, core/records)
// hold after the options the first deal's pack: a LEB128 card count and one card id
// byte each, top card first; later deals are shuffled from the seed. Older builds
// refuse them as an unknown kind, and the bytes of kinds 0 and 1 are unchanged.
// The decoder trusts nothing: every read is bounds-checked and checked before use,
// counts are checked against the bytes left before anything is allocated for them,
// and it accepts only the encoder's own (canonical) form: shortest varints, options
// in increasing id order, none at its default. So a code that decodes re-encodes to
// itself. (Every encoder since version 1 wrote exactly this form; it also means an
// option's default may never change, which a code's meaning already requires.)
#include "ShareCode.h"

#include <limits>

#include "GameRegistry.h"

namespace baza {
namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
constexpr uint8_t kShare = 0, kReplay = 1, kDealt = 2;  // kDealt + kShare/kReplay: a dealt code

uint16_t crc16(const uint8_t* data, size_t n) {  // CRC-16/CCITT-FALSE: check("123456789") = 0x29B1
  uint16_t crc = 0xFFFF;
  for (size_t i = 0; i < n; ++i) {
    crc ^= static_cast<uint16_t>(data[i] << 8);
    for (int b = 0; b < 8; ++b) crc = static_cast<uint16_t>((crc & 0x8000) ? (crc << 1) ^ 0x1021 : crc << 1);
  }
  return crc;
}

void putVarint(std::string& out, uint64_t v) {
  while (v >= 0x80) {
    out += static_cast<char>((v & 0x7F) | 0x80);
    v >>= 7;
  }
  out += static_cast<char>(v);
}

uint64_t zigzag(int64_t v) { return (static_cast<uint64_t>(v) << 1) ^ (v < 0 ? ~uint64_t{0} : 0); }
int64_t unzigzag(uint64_t u) { return static_cast<int64_t>(u >> 1) ^ -static_cast<int64_t>(u & 1); }

std::string toBase64Url(const std::string& bytes) {
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (char ch : bytes) {
    acc = (acc << 8) | static_cast<uint8_t>(ch);
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += kAlphabet[(acc >> bits) & 63];
    }
  }
  if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 63];
  return out;
}

// key: what the page tells the player (ErrorKey), message: the detail in English.
Error malformed(ErrorKey key, std::string message) { return makeError(ErrorCode::MalformedCode, std::move(message), key); }
Error truncated() { return malformed(ErrorKey::CodeTruncated, "the code is incomplete (truncated)"); }

Result<std::string> fromBase64Url(std::string_view code) {
  std::string out;
  out.reserve(code.size() * 3 / 4);
  uint32_t acc = 0;
  int bits = 0;
  for (size_t i = 0; i < code.size(); ++i) {
    char ch = code[i];
    int v = ch >= 'A' && ch <= 'Z'   ? ch - 'A'
            : ch >= 'a' && ch <= 'z' ? ch - 'a' + 26
            : ch >= '0' && ch <= '9' ? ch - '0' + 52
            : ch == '-'              ? 62
            : ch == '_'              ? 63
                                     : -1;
    if (v < 0) {
      auto shown = static_cast<unsigned char>(ch) >= 0x21 && static_cast<unsigned char>(ch) < 0x7F
                       ? "'" + std::string(1, ch) + "'"
                       : "byte " + std::to_string(static_cast<unsigned char>(ch));
      return malformed(ErrorKey::CodeCharacter, "not a code: " + shown + " at position " + std::to_string(i + 1) +
                       " is not one of A-Z a-z 0-9 - _");
    }
    acc = (acc << 6) | static_cast<uint32_t>(v);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((acc >> bits) & 0xFF);
    }
  }
  if (bits == 6) return truncated();  // a lone last character holds no whole byte
  // Leftover bits must be zero, so each byte string has exactly one code and a
  // flipped bit in the last character cannot go unnoticed.
  if ((acc & ((1u << bits) - 1)) != 0) return malformed(ErrorKey::CodeDamaged, "the code is damaged (last character)");
  return out;
}

// Reads the decoded bytes (checksum excluded); never reads past `end`.
class Reader {
 public:
  Reader(const uint8_t* p, size_t n) : p_(p), n_(n) {}
  size_t left() const { return n_ - pos_; }
  Result<uint8_t> byte() {
    if (pos_ >= n_) return truncated();
    return p_[pos_++];
  }
  Result<uint64_t> varint() {
    uint64_t v = 0;
    for (int i = 0; i < 10; ++i) {
      if (pos_ >= n_) return truncated();
      uint8_t b = p_[pos_++];
      if (i == 9 && b > 1) return malformed(ErrorKey::CodeDamaged, "a number in the code is too large (over 64 bits)");
      v |= uint64_t{b & 0x7Fu} << (7 * i);
      if (b & 0x80) continue;
      // A last byte 0 after the first is padding (80 00 for 0): the encoder never writes it.
      if (b == 0 && i > 0) return malformed(ErrorKey::CodeDamaged, "a number in the code is padded (not in its shortest form)");
      return v;
    }
    return malformed(ErrorKey::CodeDamaged, "a number in the code is too large (over 10 bytes)");
  }

 private:
  const uint8_t* p_;
  size_t n_;
  size_t pos_ = 0;
};

std::string encode(const Game& game, uint64_t seed, const std::vector<Action>* moves, const std::vector<Card>& deck) {
  std::string b;
  b += static_cast<char>(game.codeVersion());
  b += static_cast<char>((moves ? kReplay : kShare) + (deck.empty() ? 0 : kDealt));
  const GameInfo* info = findGame(game.name());
  b += static_cast<char>(info ? info->id : 0);  // every Game comes from the registry; 0 decodes as unknown
  putVarint(b, seed);
  const Options& opts = game.options();
  std::string optionBytes;
  int changed = 0;
  for (size_t i = 0; i < opts.specs().size(); ++i) {
    if (opts.isDefault(static_cast<int>(i))) continue;
    ++changed;
    optionBytes += static_cast<char>(opts.specs()[i].id);
    putVarint(optionBytes, zigzag(opts.value(static_cast<int>(i))));
  }
  b += static_cast<char>(changed);  // option ids are single bytes, so at most 255 can differ
  b += optionBytes;
  if (!deck.empty()) {
    putVarint(b, deck.size());
    for (Card c : deck) b += static_cast<char>(c.id);
  }
  if (moves) {
    putVarint(b, moves->size());
    for (Action a : *moves) b += static_cast<char>(a.code());
  }
  uint16_t crc = crc16(reinterpret_cast<const uint8_t*>(b.data()), b.size());
  b += static_cast<char>(crc >> 8);
  b += static_cast<char>(crc & 0xFF);
  return toBase64Url(b);
}

bool isDefaultById(const Options& o, uint8_t id) {
  for (size_t i = 0; i < o.specs().size(); ++i)
    if (o.specs()[i].id == id) return o.isDefault(static_cast<int>(i));
  return false;
}

// Replays every move on a fresh match: a code may only contain legal play.
Status checkMoves(const Game& game, const DecodedCode& code) {
  const std::vector<Action>& moves = code.moves;
  auto match = game.newMatch(code.setup(false));
  if (!match) return malformed(ErrorKey::CodeOptions, "cannot start the match of this code: " + match.error().message);
  GameState& state = **match;
  for (size_t k = 0; k < moves.size(); ++k) {
    Action a = moves[k];
    std::string head = "move " + std::to_string(k + 1) + " (";
    if (!a.isKnownCode()) return malformed(ErrorKey::CodeMoves, head + "code " + std::to_string(a.code()) + ") is not an action");
    head += actionText(a, game.deckKind()) + ") is illegal: ";
    if (auto why = state.whyIllegal(a)) return malformed(ErrorKey::CodeMoves, head + std::string(reasonText(*why)));
    if (auto st = state.apply(a); !st) return malformed(ErrorKey::CodeMoves, head + st.error().message);
  }
  return Ok{};
}

}  // namespace

std::string encodeShareCode(const Game& game, uint64_t seed, const std::vector<Card>& deck) {
  return encode(game, seed, nullptr, deck);
}

std::string encodeReplayCode(const Game& game, uint64_t seed, const std::vector<Action>& moves, const std::vector<Card>& deck) {
  return encode(game, seed, &moves, deck);
}

Result<DecodedCode> decodeCode(std::string_view code) {
  if (code.empty()) return malformed(ErrorKey::CodeEmpty, "the code is empty");
  auto decoded = fromBase64Url(code);
  if (!decoded) return decoded.error();
  const std::string& bytes = *decoded;
  // Smallest code: version, kind, game, 1-byte seed, option count, 2 checksum bytes.
  if (bytes.size() < 7) return truncated();
  const auto* data = reinterpret_cast<const uint8_t*>(bytes.data());
  size_t n = bytes.size() - 2;
  if (crc16(data, n) != ((data[n] << 8) | data[n + 1])) return malformed(ErrorKey::CodeDamaged, "the code is damaged (checksum)");

  Reader in(data, n);
  auto version = in.byte();
  if (!version) return version.error();
  if (*version < 1 || *version > kCodeVersion)
    return makeError(ErrorCode::UnsupportedVersion,
                     "code version " + std::to_string(*version) + " is not supported (this build reads versions 1 to " +
                         std::to_string(kCodeVersion) + ")");
  auto kind = in.byte();
  if (!kind) return kind.error();
  if (*kind > kDealt + kReplay) return malformed(ErrorKey::CodeKind, "unknown code kind " + std::to_string(*kind));
  auto gameId = in.byte();
  if (!gameId) return gameId.error();
  const GameInfo* info = findGameById(*gameId);
  if (!info) return malformed(ErrorKey::CodeGame, "unknown game id " + std::to_string(*gameId));

  DecodedCode out;
  out.isReplay = (*kind & kReplay) != 0;
  auto seed = in.varint();
  if (!seed) return seed.error();
  out.seed = *seed;

  Options options(info->optionSpecs);
  auto count = in.byte();
  if (!count) return count.error();
  if (*count * 2u > in.left()) return truncated();  // each option takes at least 2 bytes
  int lastId = 0;                                    // ids are 1..255, written in increasing order
  for (int i = 0; i < *count; ++i) {
    auto id = in.byte();
    if (!id) return id.error();
    auto raw = in.varint();
    if (!raw) return raw.error();
    const std::string name = "option id " + std::to_string(*id);
    if (*id == lastId) return malformed(ErrorKey::CodeOptions, name + " appears twice");
    if (*id < lastId) return malformed(ErrorKey::CodeOptions, name + " is out of order (the encoder writes ids in increasing order)");
    lastId = *id;
    int64_t v = unzigzag(*raw);
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
      return malformed(ErrorKey::CodeOptions, "value out of range for " + name);
    if (auto st = options.setById(*id, static_cast<int>(v)); !st) return malformed(ErrorKey::CodeOptions, st.error().message);
    if (isDefaultById(options, *id)) return malformed(ErrorKey::CodeOptions, name + " holds its default value (a code leaves defaults out)");
  }

  if (*kind >= kDealt) {
    auto cards = in.varint();
    if (!cards) return cards.error();
    if (*cards == 0) return malformed(ErrorKey::CodeDamaged, "a dealt code holds an empty pack");
    if (*cards > in.left()) return truncated();  // one byte per card
    for (uint64_t k = 0; k < *cards; ++k) out.deck.push_back(Card(*in.byte()));  // checked by newMatch
  }
  if (out.isReplay) {
    auto moves = in.varint();
    if (!moves) return moves.error();
    if (*moves > in.left()) return truncated();  // one byte per move
    out.moves.reserve(static_cast<size_t>(*moves));
    for (uint64_t k = 0; k < *moves; ++k) {
      auto code = in.byte();
      if (!code) return code.error();
      out.moves.push_back(Action::fromCode(*code));
    }
  }
  if (in.left() != 0) return malformed(ErrorKey::CodeDamaged, "the code has " + std::to_string(in.left()) + " unexpected trailing bytes");

  auto game = makeGame(info->name, options);
  if (!game) return malformed(ErrorKey::CodeOptions, "the options in this code are not valid: " + game.error().message);
  out.game = std::move(*game);
  // An older code plays under its version's rules (the same deal), and re-encodes to itself.
  if (*version > out.game->codeVersion())
    return makeError(ErrorCode::UnsupportedVersion, "code version " + std::to_string(*version) + " is not a version of " +
                                                        std::string(info->name) + " (its newest is " +
                                                        std::to_string(out.game->codeVersion()) + ")");
  if (*version < out.game->codeVersion()) {
    auto older = out.game->asCodeVersion(*version);
    if (!older) return makeError(ErrorCode::UnsupportedVersion, "code version " + std::to_string(*version) + " is not supported");
    out.game = std::move(older);
  }
  if (out.isReplay || !out.deck.empty())
    if (auto st = checkMoves(*out.game, out); !st) return st.error();
  return out;
}

}  // namespace baza
