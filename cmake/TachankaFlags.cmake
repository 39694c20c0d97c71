# Interface targets carrying the project's compiler flags; every Tachanka target links them.

add_library(tachanka_warnings INTERFACE)
target_compile_options(tachanka_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion -Wnon-virtual-dtor
  -Wold-style-cast -Woverloaded-virtual
  $<$<BOOL:${TACHANKA_WERROR}>:-Werror>)

add_library(tachanka_sanitizers INTERFACE)
if(TACHANKA_SANITIZE)
  target_compile_options(tachanka_sanitizers INTERFACE
    -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(tachanka_sanitizers INTERFACE -fsanitize=address,undefined)
endif()

add_library(tachanka_flags INTERFACE)
target_link_libraries(tachanka_flags INTERFACE tachanka_warnings tachanka_sanitizers)
