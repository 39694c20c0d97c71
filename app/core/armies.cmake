# Army lists and officer tokens (list, describe, draw) and the field-rule look-ups.
target_sources(tachanka_core PRIVATE army_service.cpp army_field.cpp)
