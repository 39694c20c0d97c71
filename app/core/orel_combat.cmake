# Orel 1919 combat use cases: chart look-ups, a described combat resolved or its odds.
# The JSON reader is its own small library so the end-to-end tests read --json output with it.
add_library(tachanka_json STATIC json_value.cpp)
target_include_directories(tachanka_json PUBLIC ${PROJECT_SOURCE_DIR})
target_link_libraries(tachanka_json PRIVATE tachanka_flags)

target_sources(tachanka_core PRIVATE
  orel_combat_service.cpp
  orel_combat_input.cpp
)
target_link_libraries(tachanka_core PUBLIC tachanka_json)
