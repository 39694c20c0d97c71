#pragma once
// A whole campaign as one XML file, and back: every row of every table with its id, the
// ledger and its actions included, so the imported campaign is the same campaign (undo
// still walks back the actions played before the export). The root carries the schema
// version; each row is an element named after its table with one attribute per non-NULL
// column, in the schema's column order. Whole numbers and text are told apart by the
// column's declared type; a column of type ANY (the ledger's before/after) writes
// "int:3" or "text:0118".

#include <cstddef>
#include <filesystem>

namespace tachanka::core {

inline constexpr const char* campaignXmlRoot = "tachanka-campaign";
// What an export may write and an import reads: a season of 320,000 ledger rows is about
// 78 MB, and the parsed tree of the largest stays within a few GB of memory.
inline constexpr std::size_t campaignXmlMaxBytes = std::size_t{512} * 1024 * 1024;

// Writes the campaign FILE as XML to `output` (replacing it if it exists, never if it is a
// campaign); one over campaignXmlMaxBytes is refused.
void exportCampaign(const std::filesystem::path& file, const std::filesystem::path& output);

// Creates the campaign `newFile` (which must not exist) from the XML `input`. A bad file is a
// UserError with file:line, and leaves no file behind.
void importCampaign(const std::filesystem::path& input, const std::filesystem::path& newFile);

}  // namespace tachanka::core
