#pragma once
// Quick-reference sheets: every table and modifier list a player needs at the table, one
// sheet per rule system, typeset from the very table structs the engines read, so a club's
// house-rule copy of a rules file prints exactly as it plays. Provisional charts say so
// beside the table, with how to put in the published values.

#include <filesystem>
#include <string>

#include "reports/pdf/pdf_document.hpp"
#include "rules/orel/orel_tables.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::reports {

// Where a sheet's tables were read from, and where a club's own copy of that file goes (a
// copy there wins over the shipped one).
struct RulesSource {
    std::filesystem::path file;
    std::filesystem::path userCopy;
    // The user copy's folder as the sheet prints it: "~/.local/share/tachanka/templates/rules/",
    // so a printed sheet carries no one's machine in it.
    std::string userFolderOnPaper;
};

struct RedActionsQrsData {
    rules::redactions::RedActionsTables tables;
    RulesSource tablesSource;  // red-actions.xml
    rules::redactions::FieldTables field;
    RulesSource fieldSource;  // red-actions-field.xml
};

struct OrelQrsData {
    rules::orel::OrelTables tables;
    RulesSource source;  // orel-1919.xml
};

// Landscape pages, so the widest tables keep every cell on one line.
// The Red Actions! sheet as pages added to `document` (a battle pack's last part).
void addRedActionsQrs(PdfDocument& document, const RedActionsQrsData& data, Paper paper);
void writeRedActionsQrs(const RedActionsQrsData& data, const FontSet& fonts, Paper paper,
                        const std::filesystem::path& output);
void writeOrelQrs(const OrelQrsData& data, const FontSet& fonts, Paper paper,
                  const std::filesystem::path& output);

}  // namespace tachanka::reports
