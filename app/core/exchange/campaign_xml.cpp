#include "app/core/exchange/campaign_xml.hpp"

#include <charconv>
#include <map>
#include <set>
#include <sstream>

#include <pugixml.hpp>

#include "app/core/officers/officer_enlistment.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_exchange.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/officer_repository.hpp"
#include "db/schema.hpp"
#include "model/quoted_text.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::core {
namespace {

constexpr std::string_view intPrefix = "int:";
constexpr std::string_view textPrefix = "text:";

std::string attributeText(const db::ColumnInfo& column, const db::Value& value) {
    const std::string text = db::valueText(value);
    if (column.type != db::ColumnType::Any) return text;
    return std::string(std::holds_alternative<std::int64_t>(value) ? intPrefix : textPrefix) +
           text;
}

std::optional<std::int64_t> wholeNumber(std::string_view text) {
    std::int64_t number = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), number);
    // Only the form the export writes, so re-exporting gives the same bytes.
    if (error != std::errc{} || end != text.data() + text.size() || text.empty() ||
        std::to_string(number) != text) {
        return std::nullopt;
    }
    return number;
}

db::Value columnValue(const xml::Element& row, const db::ColumnInfo& column,
                      const std::string& text) {
    const auto badNumber = [&] {
        row.fail("attribute '" + column.name + "' is " + model::quoted(text) +
                 ", expected a whole number");
    };
    switch (column.type) {
        case db::ColumnType::Text:
            return text;
        case db::ColumnType::Integer: {
            const auto number = wholeNumber(text);
            if (!number) badNumber();
            return *number;
        }
        case db::ColumnType::Any:
            break;
    }
    const std::string_view view(text);
    if (view.starts_with(textPrefix)) return std::string(view.substr(textPrefix.size()));
    if (view.starts_with(intPrefix)) {
        const auto number = wholeNumber(view.substr(intPrefix.size()));
        if (!number) badNumber();
        return *number;
    }
    row.fail("attribute '" + column.name + "' is " + model::quoted(text) +
             ", expected \"int:\" or \"text:\" before the value");
}

void checkSchemaVersion(const xml::Element& root) {
    for (const auto& [name, value] : root.attributes()) {
        if (name != "schema") root.fail("unknown attribute " + model::quoted(name));
    }
    const int version = root.requiredInt("schema", 1, 1000000);
    if (version > db::currentSchemaVersion()) {
        root.fail("written by a newer Tachanka (schema " + std::to_string(version) +
                  "; this version reads schema " + std::to_string(db::currentSchemaVersion()) +
                  ")");
    }
    if (version < db::currentSchemaVersion()) {
        root.fail("written by an older Tachanka (schema " + std::to_string(version) +
                  "); export it again with this version from the campaign file");
    }
    if (!root.text().empty()) root.fail("unexpected text " + model::quoted(root.text()));
}

std::vector<std::pair<std::string, db::Value>> rowValues(const xml::Element& row,
                                                         const db::TableInfo& table) {
    if (!row.elements().empty() || !row.text().empty()) {
        row.fail("a row holds only attributes, one per column");
    }
    std::vector<std::pair<std::string, db::Value>> values;
    std::set<std::string> seen;
    for (const auto& [name, text] : row.attributes()) {
        const db::ColumnInfo* column = table.column(name);
        if (column == nullptr) {
            row.fail("table " + table.name + " has no column " + model::quoted(name));
        }
        if (!seen.insert(name).second) {
            row.fail("attribute " + model::quoted(name) + " is given twice");
        }
        values.emplace_back(name, columnValue(row, *column, text));
    }
    return values;
}

// Everything the commands and the desktop app demand of a campaign when they read it, so that
// an imported file is never one they then call damaged.
void checkAsCommandsRead(SQLite::Database& database) {
    db::loadCampaign(database);
    db::loadOfficers(database);
    for (const auto& pool : db::loadTokenPools(database)) {
        for (const auto& token : pool.tokens) officerToken(token);
    }
}

void restoreRows(SQLite::Database& database, const xml::Element& root) {
    std::map<std::string, db::TableInfo> tables;
    for (auto& table : db::exchangeTables(database)) tables.emplace(table.name, std::move(table));
    db::RowRestorer restorer(database);
    std::map<std::pair<std::string, std::int64_t>, xml::Element> rowsById;
    for (const auto& row : root.elements()) {
        const auto table = tables.find(std::string(row.name()));
        if (table == tables.end()) row.fail("no table of a campaign is called this");
        const auto values = rowValues(row, table->second);
        try {
            restorer.insert(table->second, values);
        } catch (const db::StoreError& error) {
            row.fail(std::string("cannot be stored: ") + error.what());
        }
        rowsById.emplace(std::pair(table->first, database.getLastInsertRowid()), row);
    }
    for (const auto& broken : restorer.brokenReferences()) {
        const auto row = rowsById.find({broken.table, broken.rowId});
        const std::string what = "row " + std::to_string(broken.rowId) + " refers to a " +
                                 broken.parent + " row that is not in the file";
        if (row == rowsById.end()) root.fail(broken.table + " " + what);
        row->second.fail(what);
    }
    const auto rowElement = [&](const std::string& table, std::int64_t rowId) {
        const auto row = rowsById.find({table, rowId});
        return row == rowsById.end() ? root : row->second;
    };
    std::optional<db::UnaccountedRow> unaccounted;
    try {
        checkAsCommandsRead(database);
        unaccounted = db::rowUnaccountedByLedger(database);
    } catch (const db::LedgerRowError& error) {
        rowElement("ledger", error.ledgerId)
            .fail(std::string("the campaign's history, which undo takes back, breaks here: ") +
                  error.what());
    } catch (const std::exception& error) {
        root.fail(std::string("does not hold a whole campaign: ") + error.what());
    }
    if (unaccounted) {
        const std::string row = unaccounted->table.empty()
                                    ? std::string("a row")
                                    : unaccounted->table + " row " +
                                          std::to_string(unaccounted->rowId);
        rowElement(unaccounted->table, unaccounted->rowId)
            .fail("the ledger does not account for " + row +
                  " as the file gives it, so undo could not restore the campaign");
    }
}

}  // namespace

void exportCampaign(const std::filesystem::path& file, const std::filesystem::path& output) {
    asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        auto& database = campaignFile.database();
        pugi::xml_document document;
        auto declaration = document.append_child(pugi::node_declaration);
        declaration.append_attribute("version") = "1.0";
        declaration.append_attribute("encoding") = "UTF-8";
        auto root = document.append_child(campaignXmlRoot);
        root.append_attribute("schema") = campaignFile.schemaVersion();
        for (const auto& table : db::exchangeTables(database)) {
            for (const auto& row : db::tableRows(database, table)) {
                auto element = root.append_child(table.name.c_str());
                for (std::size_t index = 0; index < row.size(); ++index) {
                    if (std::holds_alternative<std::monostate>(row[index])) continue;
                    const auto& column = table.columns[index];
                    element.append_attribute(column.name.c_str()) =
                        attributeText(column, row[index]).c_str();
                }
            }
        }
        std::ostringstream text;
        document.save(text, "  ", pugi::format_default, pugi::encoding_utf8);
        const std::string bytes = std::move(text).str();
        // A backup that import would refuse is no backup: both keep to one limit.
        if (bytes.size() > campaignXmlMaxBytes) {
            throw UserError("the campaign's XML would be " + std::to_string(bytes.size()) +
                            " bytes, more than the " + std::to_string(campaignXmlMaxBytes) +
                            " an import reads; nothing was written");
        }
        OutputFile out(output, file);
        out.write(bytes);
        out.commit();
    });
}

void importCampaign(const std::filesystem::path& input, const std::filesystem::path& newFile) {
    asUserErrors([&] {
        const auto document = xml::Document::load(input, campaignXmlMaxBytes);
        const auto root = document.root(campaignXmlRoot);
        checkSchemaVersion(root);
        db::CampaignFile::create(newFile,
                                 [&](SQLite::Database& database) { restoreRows(database, root); });
    });
}

}  // namespace tachanka::core
