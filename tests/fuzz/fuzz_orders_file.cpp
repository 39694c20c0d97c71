// An orders file as a side's player sends it by e-mail (issue 47): read whole and checked
// against a campaign (its campaign, seat, signature and sequence) before any order is carried
// out. However the bytes are made, the file is merged or refused with one core::UserError
// line; nothing else may escape, and the campaign is never changed by a refusal.

#include <cstdint>
#include <filesystem>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/orders_merge.hpp"
#include "app/core/seats/seats.hpp"
#include "tests/fuzz/fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace tachanka;
    const auto& folder = fuzz::scratch();
    // The umpire's campaign, made once: the smallest scenario with a seat a side.
    static const auto campaign = [&] {
        const auto file = folder.path() / "umpire.tachanka";
        core::createCampaign({file, "brasovo", 1919, std::nullopt});
        core::addSeat(file, "Whites", "Anton");
        core::addSeat(file, "Reds", "Ivan");
        return file;
    }();
    const auto orders = folder.write("sent.orders", fuzz::textOf(data, size));
    try {
        core::readSideOrders(orders);
        core::mergeSideOrders(campaign, orders);
    } catch (const core::UserError& error) {
        fuzz::requireOneLine(error);
    }
    return 0;
}
