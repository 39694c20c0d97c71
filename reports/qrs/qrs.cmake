# Quick-reference sheets: they typeset the rules' own table structs, so they read rules/. What
# every sheet shares sits here; each rule system's sheets sit in a folder of their own.
target_sources(tachanka_reports PRIVATE
  qrs/qrs_sheet.cpp
  qrs/redactions/redactions_qrs.cpp
  qrs/redactions/redactions_field_qrs.cpp
  qrs/orel/orel_qrs.cpp
  qrs/orel/orel_combat_qrs.cpp
  qrs/orel/orel_modifiers_qrs.cpp
  qrs/orel/orel_operations_qrs.cpp
  qrs/bnb/bnb_qrs.cpp
  qrs/bnb/bnb_combat_qrs.cpp
  qrs/bnb/bnb_morale_qrs.cpp
  qrs/actions/actions_qrs.cpp
  qrs/rfic/rfic_qrs.cpp
  qrs/rfic/rfic_air_qrs.cpp
)
target_link_libraries(tachanka_reports PUBLIC tachanka_rules)
