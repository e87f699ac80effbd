# The C++ engine as a package, as an outside project sees it (ctest CMakePackage):
#   1. cmake --install of this build into a fresh prefix;
#   2. examples/cpp built against it with find_package(baza) and run (one whole deal);
#   3. every ```cpp block of docs/API.md, in order, built the same way and run: #include
#      lines go on top, the rest into main() (so the docs' examples are tested code);
#   4. examples/cpp configured with FetchContent from this checkout (FETCHCONTENT_SOURCE_DIR_BAZA):
#      baza::core is there, and nothing of baza's own tests is asked for (no GoogleTest).
# cmake -DBUILD_DIR=<build> -DSOURCE_DIR=<repo> -DWORK_DIR=<scratch> -DCXX=<compiler> -P PackageTest.cmake
cmake_minimum_required(VERSION 3.22)  # script mode: today's policies (quoted strings, while(TRUE))
foreach(var BUILD_DIR SOURCE_DIR WORK_DIR CXX)
  if(NOT ${var})
    message(FATAL_ERROR "PackageTest.cmake needs -D${var}=…")
  endif()
endforeach()
file(REMOVE_RECURSE ${WORK_DIR})
set(prefix ${WORK_DIR}/prefix)

function(run)  # run(<command…>): fails the test with the command's output
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "failed (${rc}): ${ARGN}\n${out}\n${err}")
  endif()
  set(run_output "${out}" PARENT_SCOPE)
endfunction()

run(${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix})
foreach(f include/baza/Session.h include/baza/bots/Bot.h lib/cmake/baza/bazaConfig.cmake lib/cmake/baza/bazaConfigVersion.cmake)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "the install has no ${f}")
  endif()
endforeach()

set(configure -G "Unix Makefiles" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=${CXX} -DCMAKE_PREFIX_PATH=${prefix})

# 2. The example, as its README line says.
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/cpp -B ${WORK_DIR}/example ${configure})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/example --parallel 2)
run(${WORK_DIR}/example/play_a_deal 7)
if(NOT run_output MATCHES "the deal is won by side [01]\nreplay code: A[A-Za-z0-9_-]+\n$")
  message(FATAL_ERROR "play_a_deal did not finish a deal:\n${run_output}")
endif()

# 3. The docs' C++ examples.
# (file(READ) and string(FIND), not a list of lines: CMake lists split at the code's semicolons.)
file(READ ${SOURCE_DIR}/docs/API.md docs)
set(includes "")
set(body "")
set(blocks 0)
while(TRUE)
  string(FIND "${docs}" "\n```cpp\n" start)
  if(start EQUAL -1)
    break()
  endif()
  math(EXPR start "${start} + 8")
  string(SUBSTRING "${docs}" ${start} -1 docs)
  string(FIND "${docs}" "\n```\n" stop)
  math(EXPR stop "${stop} + 1")
  string(SUBSTRING "${docs}" 0 ${stop} block)
  string(SUBSTRING "${docs}" ${stop} -1 docs)
  math(EXPR blocks "${blocks} + 1")
  string(REGEX MATCHALL "#include [^\n]*\n" block_includes "${block}")
  string(REGEX REPLACE "#include [^\n]*\n" "" block "${block}")
  string(APPEND includes ${block_includes})
  string(APPEND body "  {  // docs/API.md, block ${blocks}\n${block}  }\n")
endwhile()
if(blocks EQUAL 0)
  message(FATAL_ERROR "docs/API.md has no ```cpp block")
endif()
file(WRITE ${WORK_DIR}/docs/docs_examples.cpp "${includes}\nint main() {\n${body}}\n")
file(WRITE ${WORK_DIR}/docs/CMakeLists.txt "cmake_minimum_required(VERSION 3.22)
project(docs_examples LANGUAGES CXX)
find_package(baza 0.1 REQUIRED)
add_executable(docs_examples docs_examples.cpp)
target_link_libraries(docs_examples PRIVATE baza::core)
")
run(${CMAKE_COMMAND} -S ${WORK_DIR}/docs -B ${WORK_DIR}/docs/build ${configure})
run(${CMAKE_COMMAND} --build ${WORK_DIR}/docs/build --parallel 2)
run(${WORK_DIR}/docs/build/docs_examples)

# 4. FetchContent: configured only (building it compiles the engine again).
run(${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/cpp -B ${WORK_DIR}/fetch ${configure}
    -DPLAY_A_DEAL_FETCH=ON -DFETCHCONTENT_SOURCE_DIR_BAZA=${SOURCE_DIR} -DFETCHCONTENT_FULLY_DISCONNECTED=ON)
file(READ ${WORK_DIR}/fetch/CMakeCache.txt cache)
if(cache MATCHES "GTest_DIR:PATH=/" OR NOT cache MATCHES "BAZA_TESTS:BOOL=OFF")
  message(FATAL_ERROR "FetchContent brought baza's own tests in")
endif()
message(STATUS "installed package: example deal played, ${blocks} docs/API.md C++ blocks ran, FetchContent configures")
