# Army lists and officer tokens: list, describe, draw.
target_sources(tachanka_core PRIVATE army_service.cpp)
