# Quick-reference sheets: they typeset the rules' own table structs, so they read rules/.
target_sources(tachanka_reports PRIVATE
  qrs/qrs_sheet.cpp
  qrs/redactions_qrs.cpp
  qrs/redactions_field_qrs.cpp
  qrs/orel_qrs.cpp
  qrs/orel_combat_qrs.cpp
  qrs/orel_modifiers_qrs.cpp
  qrs/orel_operations_qrs.cpp
)
target_link_libraries(tachanka_reports PUBLIC tachanka_rules)
