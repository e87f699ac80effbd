// The share/replay code layout (format v1, see core/ShareCode.cpp) rebuilt for the
// fuzzer independently of the decoder: CRC-16, base64url both ways, and a lenient
// field parser that also takes non-canonical numbers, so the fuzzer can mutate a
// code's fields and sign it again. Never used to judge a code: decodeCode() does.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace baza::fuzz {

using Bytes = std::vector<uint8_t>;

inline uint16_t crc16(const uint8_t* data, size_t n) {  // CRC-16/CCITT-FALSE: check("123456789") = 0x29B1
  uint16_t crc = 0xFFFF;
  for (size_t i = 0; i < n; ++i) {
    crc ^= static_cast<uint16_t>(data[i] << 8);
    for (int b = 0; b < 8; ++b) crc = static_cast<uint16_t>((crc & 0x8000) ? (crc << 1) ^ 0x1021 : crc << 1);
  }
  return crc;
}

inline std::string base64Url(const Bytes& bytes) {
  static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  std::string out;
  uint32_t acc = 0;
  int bits = 0;
  for (uint8_t b : bytes) {
    acc = (acc << 8) | b;
    bits += 8;
    while (bits >= 6) {
      bits -= 6;
      out += kAlphabet[(acc >> bits) & 63];
    }
  }
  if (bits > 0) out += kAlphabet[(acc << (6 - bits)) & 63];
  return out;
}

// The bytes of base64url text (leftover bits ignored); nothing if a character is foreign.
inline std::optional<Bytes> fromBase64Url(std::string_view text) {
  Bytes out;
  uint32_t acc = 0;
  int bits = 0;
  for (char ch : text) {
    int v = ch >= 'A' && ch <= 'Z'   ? ch - 'A'
            : ch >= 'a' && ch <= 'z' ? ch - 'a' + 26
            : ch >= '0' && ch <= '9' ? ch - '0' + 52
            : ch == '-'              ? 62
            : ch == '_'              ? 63
                                     : -1;
    if (v < 0) return std::nullopt;
    acc = (acc << 6) | static_cast<uint32_t>(v);
    if ((bits += 6) >= 8) out.push_back(static_cast<uint8_t>(acc >> (bits -= 8)));
  }
  return out;
}

// Input that looks like a code: at least 8 characters, all of base64url.
inline bool isCodeText(const uint8_t* data, size_t size) {
  if (size < 8) return false;
  for (size_t i = 0; i < size; ++i) {
    const char c = static_cast<char>(data[i]);
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_'))
      return false;
  }
  return true;
}

// body (no checksum) -> the code text with its CRC: "signing" a mutated body.
inline std::string sign(Bytes body) {
  const uint16_t c = crc16(body.data(), body.size());
  body.push_back(static_cast<uint8_t>(c >> 8));
  body.push_back(static_cast<uint8_t>(c & 0xFF));
  return base64Url(body);
}

inline void putVarint(Bytes& out, uint64_t v) {
  for (; v >= 0x80; v >>= 7) out.push_back(static_cast<uint8_t>(v | 0x80));
  out.push_back(static_cast<uint8_t>(v));
}

inline uint64_t zigzag(int64_t v) { return (static_cast<uint64_t>(v) << 1) ^ (v < 0 ? ~uint64_t{0} : 0); }

// A code's fields; options keep their raw (zigzag) values in the order read.
struct CodeFields {
  uint8_t version = 1, kind = 0, game = 1;  // kind 0 share, 1 replay
  uint64_t seed = 0;
  std::vector<std::pair<uint8_t, uint64_t>> options;  // (option id, zigzag value)
  Bytes moves;                                        // Action::code() bytes, replays only

  Bytes body() const {  // canonical numbers; the option count is the list's length
    Bytes b{version, kind, game};
    putVarint(b, seed);
    b.push_back(static_cast<uint8_t>(options.size()));
    for (auto [id, raw] : options) {
      b.push_back(id);
      putVarint(b, raw);
    }
    if (kind == 1) {
      putVarint(b, moves.size());
      b.insert(b.end(), moves.begin(), moves.end());
    }
    return b;
  }
};

// Parses a body (no checksum) leniently; nothing if the fields do not fit the bytes.
inline std::optional<CodeFields> parseBody(const Bytes& b) {
  size_t pos = 0;
  auto byte = [&]() -> std::optional<uint8_t> {
    if (pos >= b.size()) return std::nullopt;
    return b[pos++];
  };
  auto varint = [&]() -> std::optional<uint64_t> {
    uint64_t v = 0;
    for (int i = 0; i < 10; ++i) {
      auto x = byte();
      if (!x) return std::nullopt;
      v |= uint64_t{*x & 0x7Fu} << (7 * i);
      if (!(*x & 0x80)) return v;
    }
    return std::nullopt;
  };
  CodeFields f;
  auto version = byte(), kind = byte(), game = byte();
  auto seed = game ? varint() : std::nullopt;
  auto count = seed ? byte() : std::nullopt;
  if (!count) return std::nullopt;
  f.version = *version, f.kind = *kind, f.game = *game, f.seed = *seed;
  for (int i = 0; i < *count; ++i) {
    auto id = byte();
    auto raw = id ? varint() : std::nullopt;
    if (!raw) return std::nullopt;
    f.options.emplace_back(*id, *raw);
  }
  if (f.kind == 1) {
    auto n = varint();
    if (!n || *n > b.size() - pos) return std::nullopt;
    f.moves.assign(b.begin() + static_cast<long>(pos), b.begin() + static_cast<long>(pos + *n));
    pos += *n;
  }
  if (pos != b.size()) return std::nullopt;
  return f;
}

// The body of code text, checksum dropped (good or not); nothing if it is not base64url.
inline std::optional<Bytes> codeBody(std::string_view text) {
  auto bytes = fromBase64Url(text);
  if (!bytes || bytes->size() < 3) return std::nullopt;
  bytes->resize(bytes->size() - 2);
  return bytes;
}

}  // namespace baza::fuzz
