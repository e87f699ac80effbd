// Conversion helper for the bindings: embind passes JS strings as std::string, the
// engine takes std::string_view. ViaStrings<&Session::start>::call is the same
// method with every std::string_view parameter taken as const std::string&.
// No logic: a forwarding call only.
#pragma once
#include <string>
#include <string_view>

namespace baza::wasm {

template <class T>
struct FromJs {
  using type = T;
};
template <>
struct FromJs<std::string_view> {
  using type = const std::string&;
};

template <auto Method>
struct ViaStrings;

template <class C, class R, class... A, R (C::*Method)(A...)>
struct ViaStrings<Method> {
  static R call(C& self, typename FromJs<A>::type... args) { return (self.*Method)(args...); }
};

template <class C, class R, class... A, R (C::*Method)(A...) const>
struct ViaStrings<Method> {
  static R call(const C& self, typename FromJs<A>::type... args) { return (self.*Method)(args...); }
};

template <class R, class... A, R (*Function)(A...)>
struct ViaStrings<Function> {
  static R call(typename FromJs<A>::type... args) { return Function(args...); }
};

}  // namespace baza::wasm
