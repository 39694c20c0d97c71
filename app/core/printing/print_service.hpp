#pragma once
// Every printable document in one table, so the CLI's `print` and the GUI's Print menu offer
// the same documents with the same options. Each document is written by a function in
// reports/, fed from the campaign (or, for the QRS and blank cards, from the rules data).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::core {

struct PrintRequest {
    std::optional<std::filesystem::path> campaign{};  // the campaign file, when one is needed
    std::optional<std::string> side{};    // a side's name: none means every side
    std::optional<std::string> system{};  // a rule system's id, for the QRS
    std::optional<std::string> army{};    // an army list's id, for blank unit cards
    std::optional<int> turn{};            // a day of the campaign, 1 = the first
    std::optional<std::int64_t> battle{};  // a battle of the campaign, by its number
    reports::Paper paper = reports::Paper::A4;
    std::filesystem::path output;
};

// The options of a PrintRequest a document reads, so the GUI asks for those and no others.
struct PrintOptions {
    bool campaign = false;  // a campaign FILE, optional, for a document that needs none
    bool side = false;
    // Printed for one side from its view (app/core/seats/side_files.hpp): what that side may
    // know of the other, by the campaign's intelligence setting.
    bool sideView = false;
    bool system = false;
    bool army = false;
    bool turn = false;
    bool battle = false;
};

struct PrintableDocument {
    std::string_view name;   // the CLI's word: "summary", "cards", ...
    std::string_view title;  // the menu's words: "Campaign summary"
    bool needsCampaign = true;
    void (*print)(const PrintRequest& request) = nullptr;
    PrintOptions options{};
};

std::span<const PrintableDocument> printableDocuments();

// Prints the named document; an unknown name, a missing campaign, a bad option or one the
// document does not read (a campaign or a side it would ignore) is a UserError naming it.
void printDocument(std::string_view name, const PrintRequest& request);

reports::Paper paperNamed(std::string_view name);  // "a4", "letter" or "a3"

}  // namespace tachanka::core
