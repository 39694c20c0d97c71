# Interface targets carrying the project's compiler flags; every Tachanka target links them.

add_library(tachanka_warnings INTERFACE)
target_compile_options(tachanka_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor
  -Wold-style-cast -Woverloaded-virtual
  $<$<BOOL:${TACHANKA_WERROR}>:-Werror>)

add_library(tachanka_sanitizers INTERFACE)
if(TACHANKA_FUZZ)
  # libFuzzer's coverage feedback in every library; only the fuzz targets link its main
  # (tachanka_fuzz_target), so the other programs link the sanitizers alone.
  target_compile_options(tachanka_sanitizers INTERFACE
    -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
    -fno-sanitize-recover=undefined)
  target_link_options(tachanka_sanitizers INTERFACE -fsanitize=address,undefined)
elseif(TACHANKA_SANITIZE)
  target_compile_options(tachanka_sanitizers INTERFACE
    -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  # Not position-independent: a sanitized program's millions of relative relocations made every
  # start (each test case, each CLI call of the end-to-end tests) take 0.4 s instead of 0.2 s.
  # Gold links the test programs, 200 MB each, in two thirds of the time GNU ld takes.
  include(CheckLinkerFlag)
  check_linker_flag(CXX -fuse-ld=gold TACHANKA_LINKER_GOLD)
  target_link_options(tachanka_sanitizers INTERFACE -fsanitize=address,undefined
    $<$<STREQUAL:$<TARGET_PROPERTY:TYPE>,EXECUTABLE>:-no-pie>
    $<$<BOOL:${TACHANKA_LINKER_GOLD}>:-fuse-ld=gold>)
endif()

add_library(tachanka_flags INTERFACE)
target_link_libraries(tachanka_flags INTERFACE tachanka_warnings tachanka_sanitizers)

if(TACHANKA_FUZZ)
  # What a libFuzzer target (tests/fuzz) links on top: libFuzzer's main and its runtime.
  add_library(tachanka_fuzz_target INTERFACE)
  target_link_options(tachanka_fuzz_target INTERFACE -fsanitize=fuzzer,address,undefined)
endif()
