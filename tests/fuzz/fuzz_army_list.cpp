// Army lists (templates/armies/*.xml): read as a list (one xml::XmlError "file:line:column:
// what" for a bad one) and, when the list is good, imported into a campaign as a club does
// with an edited list (`tachanka-cli import-army`, one core::UserError for a refusal).

#include <cstdint>
#include <filesystem>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/exchange/campaign_army_list.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/fuzz/fuzz_support.hpp"

namespace {

using namespace tachanka;

// Brasovo's campaign, the smallest, made once; each import gets a fresh copy of it.
const std::filesystem::path& baseCampaign() {
    static const std::filesystem::path file = [] {
        auto made = fuzz::scratch().path() / "base.tachanka";
        core::createCampaign({made, "brasovo", 1919, std::nullopt});
        return made;
    }();
    return file;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const auto text = fuzz::textOf(data, size);
    try {
        rules::redactions::parseArmyList(text, "army.xml");
    } catch (const xml::XmlError& error) {
        fuzz::requireOneLine(error);
        return 0;
    }
    const auto& folder = fuzz::scratch();
    const auto campaign = folder.path() / "campaign.tachanka";
    std::filesystem::copy_file(baseCampaign(), campaign);
    try {
        core::importArmyList(campaign, folder.write("army.xml", text));
    } catch (const core::UserError& error) {
        fuzz::requireOneLine(error);
    }
    std::filesystem::remove(campaign);
    return 0;
}
