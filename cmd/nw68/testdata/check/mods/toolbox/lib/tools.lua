-- A module another layer reads.
return { reach = 1 }
