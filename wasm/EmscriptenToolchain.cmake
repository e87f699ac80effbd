# Finds Emscripten's own toolchain file and includes it, so that the `wasm` preset
# works with Debian's packaged emscripten (/usr/share/emscripten) and with emsdk.
# Looks in: $EMSCRIPTEN_ROOT, $EMSDK/upstream/emscripten, `em-config EMSCRIPTEN_ROOT`,
# the directory of the real emcc, /usr/share/emscripten, /usr/lib/emscripten.
set(_baza_em_candidates)
if(DEFINED ENV{EMSCRIPTEN_ROOT})
  list(APPEND _baza_em_candidates "$ENV{EMSCRIPTEN_ROOT}")
endif()
if(DEFINED ENV{EMSDK})
  list(APPEND _baza_em_candidates "$ENV{EMSDK}/upstream/emscripten")
endif()
find_program(_baza_em_config em-config)
if(_baza_em_config)
  execute_process(COMMAND "${_baza_em_config}" EMSCRIPTEN_ROOT OUTPUT_VARIABLE _baza_em_root
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE _baza_em_rc)
  if(_baza_em_rc EQUAL 0 AND _baza_em_root)
    list(APPEND _baza_em_candidates "${_baza_em_root}")
  endif()
endif()
find_program(_baza_emcc emcc)
if(_baza_emcc)
  file(REAL_PATH "${_baza_emcc}" _baza_emcc_real)
  get_filename_component(_baza_emcc_dir "${_baza_emcc_real}" DIRECTORY)
  list(APPEND _baza_em_candidates "${_baza_emcc_dir}")
endif()
list(APPEND _baza_em_candidates /usr/share/emscripten /usr/lib/emscripten)

foreach(_dir IN LISTS _baza_em_candidates)
  if(EXISTS "${_dir}/cmake/Modules/Platform/Emscripten.cmake")
    set(BAZA_EMSCRIPTEN_TOOLCHAIN "${_dir}/cmake/Modules/Platform/Emscripten.cmake")
    break()
  endif()
endforeach()
if(NOT BAZA_EMSCRIPTEN_TOOLCHAIN)
  message(FATAL_ERROR "Emscripten not found (looked in: ${_baza_em_candidates}); install it "
                      "(tools/setup.sh: apt-get install emscripten) or set EMSCRIPTEN_ROOT")
endif()
include("${BAZA_EMSCRIPTEN_TOOLCHAIN}")
