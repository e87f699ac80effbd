// The WebAssembly bindings: declarations only (after manifold's bindings.cpp).
// JS gets one class, Session (core/Session.h: strings in, JSON strings out), and
// two free functions over core/Playout.h. Every value crossing is a string, a
// number or a bool; a Session must be deleted by its owner (web/engine/engine.js).
#include <emscripten/bind.h>

#include "Playout.h"
#include "Session.h"
#include "StringArgs.h"

using baza::Session;
using baza::wasm::ViaStrings;

EMSCRIPTEN_BINDINGS(baza) {
  emscripten::class_<Session>("Session")
      .constructor<>()
      .function("games", &Session::games)
      .function("start", &ViaStrings<&Session::start>::call)
      .function("load", &ViaStrings<&Session::load>::call)
      .function("startFrom", &ViaStrings<&Session::startFrom>::call)
      .function("apply", &ViaStrings<&Session::apply>::call)
      .function("observe", &Session::observe)
      .function("reveal", &Session::reveal)
      .function("botAction", &ViaStrings<&Session::botAction>::call)
      .function("botMove", &ViaStrings<&Session::botMove>::call)
      .function("lockSeat", &Session::lockSeat)
      .function("lockPeople", &ViaStrings<&Session::lockPeople>::call)
      .function("applyFor", &ViaStrings<&Session::applyFor>::call)
      .function("abandon", &Session::abandon)
      .function("codes", &Session::codes)
      .class_function("version", &Session::version)
      .class_function("errorCodes", &Session::errorCodes)
      .function("rewind", &Session::rewind)
      .function("analyze", &Session::analyze)
      .function("review", &ViaStrings<&Session::review>::call)
      .function("reviewSummary", &ViaStrings<&Session::reviewSummary>::call)
      .function("active", &Session::active)
      .function("allowUndo", &Session::allowUndo)
      .function("undo", &Session::undo)
      .function("startDaily", &ViaStrings<&Session::startDaily>::call)
      .function("dailyPar", &Session::dailyPar);

  // engineSignature(game, options, seed, games, perGame) -> {"ok":true,"signature":"97f434d4b7e07e32",…}
  emscripten::function("engineSignature", &ViaStrings<&baza::signatureJson>::call);
  // randomPlayouts(game, options, seed, deals) -> {"ok":true,"deals":…,"actions":…,"checksum":"…"}
  emscripten::function("randomPlayouts", &ViaStrings<&baza::playoutsJson>::call);
}
